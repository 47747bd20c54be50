import { blogPage } from '@phi/content';
import { NewsPage } from '../features/news/news-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(blogPage);

// spec: chat-news-admin §2; prerendered, the articles load in the browser.
export default function BlogRoute() {
  return <NewsPage />;
}
