import { formatDocumentTitle, type MarketingPage } from '@phi/content';

export interface MetaDescriptor {
  title?: string;
  name?: string;
  content?: string;
}

/** The `meta` export of a marketing route: its own title and description. */
export function buildPageMeta(
  page: Pick<MarketingPage, 'title' | 'description'>,
): MetaDescriptor[] {
  return [
    { title: formatDocumentTitle(page.title) },
    { name: 'description', content: page.description },
  ];
}
