import { routePaths } from '@phi/contracts/navigation';
import { buildSiteUrl } from '../app/lib/site-url.ts';

// Written into build/client by the build (react-router.config.ts) from the same route list the
// app prerenders, so the sitemap never names a page that was not built.

const sitemapFile = 'sitemap.xml';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** sitemap.xml (sitemaps.org 0.9) listing each path as an absolute URL on the site origin. */
export function buildSitemapXml(paths: readonly string[], origin: string): string {
  const entries = paths.map(
    (path) => `  <url><loc>${escapeXml(buildSiteUrl(path, origin))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything open but the back office and the API, with the sitemap's address. */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${routePaths.admin}/`,
    'Disallow: /api/',
    '',
    `Sitemap: ${buildSiteUrl(sitemapFile, origin)}`,
    '',
  ].join('\n');
}

export const siteFileNames = { sitemap: sitemapFile, robots: 'robots.txt' } as const;
