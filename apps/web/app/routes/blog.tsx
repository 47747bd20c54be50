import { blogPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(blogPage);

export default function BlogRoute() {
  return <MarketingPageView page={blogPage} />;
}
