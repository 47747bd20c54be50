import { homePage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(homePage);

export default function HomeRoute() {
  return <MarketingPageView page={homePage} />;
}
