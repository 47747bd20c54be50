import { company } from '@phi/content';

/**
 * The absolute address of a site path on the public origin (company.siteUrl), e.g.
 * "/about" → "https://www.phiautomation.co.uk/about". Canonical links, Open Graph URLs and the
 * sitemap all go through here so they cannot disagree.
 */
export function buildSiteUrl(path: string): string {
  const origin = company.siteUrl.replace(/\/+$/, '');
  const normalized = `/${path.replace(/^\/+/, '')}`;
  return `${origin}${normalized}`;
}
