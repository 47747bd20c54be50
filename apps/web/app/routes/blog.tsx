import { blogPage } from '@phi/content';
import { loadBlogPrerender } from '../../build-tools/news-prerender.server.ts';
import { NewsPage } from '../features/news/news-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blog';

export const meta = () => buildPageMeta(blogPage);

// Runs once, at build time (ssr is off): the latest articles when the build can read a database,
// else null and the page prerenders its placeholders (build-tools/news-prerender.server.ts).
export function loader() {
  return loadBlogPrerender();
}

// spec: chat-news-admin §2; prerendered, the articles refresh in the browser.
export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage prerendered={loaderData} />;
}
