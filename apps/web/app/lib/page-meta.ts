import { company, formatDocumentTitle, type MarketingPage } from '@phi/content';
import type { MetaDescriptor } from 'react-router';
import { isIndexedRoute } from './indexed-routes.ts';
import { buildSiteUrl } from './site-url.ts';

/**
 * The `meta` export of a marketing route: its own title, description, canonical URL and
 * Open Graph / Twitter card tags, all written into the prerendered HTML.
 */
export function buildPageMeta(
  page: Pick<MarketingPage, 'path' | 'title' | 'description'>,
): MetaDescriptor[] {
  const url = buildSiteUrl(page.path);
  const meta: MetaDescriptor[] = [
    { title: formatDocumentTitle(page.title) },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (!isIndexedRoute(page.path)) {
    meta.push({ name: 'robots', content: 'noindex' });
  }
  return meta;
}
