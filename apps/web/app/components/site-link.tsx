import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalToApp } from '../lib/site-shell.ts';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A link to any target the copy names: routed inside this app, a full page load into the admin
 * SPA, or a plain anchor for mailto:, tel: and in-page #anchors.
 */
export function SiteLink({ to, className, children, onClick }: SiteLinkProps) {
  if (isExternalToApp(to)) {
    return to.startsWith('/') ? (
      <Link to={to} reloadDocument className={className} onClick={onClick}>
        {children}
      </Link>
    ) : (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
