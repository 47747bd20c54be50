import { aboutPage, company, formatDocumentTitle, voicebotDashboardPage } from '@phi/content';
import { describe, expect, it } from 'vitest';
import { buildPageMeta } from './page-meta.ts';

describe('buildPageMeta', () => {
  it('gives a page its title, description, canonical URL and social tags', () => {
    const canonical = `${company.siteUrl}/about`;
    expect(buildPageMeta(aboutPage)).toEqual([
      { title: formatDocumentTitle(aboutPage.title) },
      { name: 'description', content: aboutPage.description },
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:title', content: aboutPage.title },
      { property: 'og:description', content: aboutPage.description },
      { property: 'og:url', content: canonical },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: company.name },
      { name: 'twitter:card', content: 'summary' },
    ]);
  });

  it('asks robots not to index a route the sitemap leaves out', () => {
    expect(buildPageMeta(voicebotDashboardPage)).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
    expect(buildPageMeta(aboutPage)).not.toContainEqual(
      expect.objectContaining({ name: 'robots' }),
    );
  });
});
