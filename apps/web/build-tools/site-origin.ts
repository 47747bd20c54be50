// SITE_URL, the site's canonical origin, checked without workspace imports: vite.config.ts
// loads this file through Node, which cannot load the workspace's TypeScript packages.

/**
 * SITE_URL without a trailing slash, or undefined when unset (the app then uses
 * company.siteUrl). Throws when it is not an http(s) origin without a path.
 */
export function readSiteOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value === '') {
    return undefined;
  }
  const origin = value.replace(/\/+$/, '');
  if (!isSiteOrigin(origin)) {
    throw new Error(siteOriginProblem);
  }
  return origin;
}

export const siteOriginProblem =
  'SITE_URL must be an http(s) origin without a path, e.g. https://www.example.com';

function isSiteOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
