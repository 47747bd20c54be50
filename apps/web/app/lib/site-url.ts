import { company } from '@phi/content';

/**
 * The site's public origin: SITE_URL at build (build-tools/env.ts, put into the bundle by
 * vite.config.ts), else company.siteUrl. Read only inside the Vite build and tests; the build's
 * Node steps (react-router.config.ts) pass the origin themselves.
 */
export function readSiteOrigin(): string {
  return import.meta.env.VITE_SITE_URL || company.siteUrl;
}

/**
 * The absolute address of a site path on the public origin, e.g.
 * "/about" → "https://www.phiautomation.co.uk/about". Canonical links, Open Graph URLs and the
 * sitemap all go through here so they cannot disagree.
 */
export function buildSiteUrl(path: string, origin: string = readSiteOrigin()): string {
  const normalized = `/${path.replace(/^\/+/, '')}`;
  return `${origin.replace(/\/+$/, '')}${normalized}`;
}
