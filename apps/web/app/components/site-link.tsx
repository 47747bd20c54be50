import type { ComponentProps } from 'react';

export interface SiteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
}

/**
 * A link to any target the copy names: a page of this site, the admin SPA, mailto:, tel: or an
 * in-page #anchor. Always a plain anchor: moving between pages is a document load (the static
 * pages hydrate only their islands, docs/architecture.md#islands), made instant by
 * lib/islands/prefetch-on-intent.ts, and a link works the same inside an island, in the whole
 * app and without JavaScript.
 */
export function SiteLink({ to, children, ...anchor }: SiteLinkProps) {
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}
