import { aboutPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(aboutPage);

export default function AboutRoute() {
  return <MarketingPageView page={aboutPage} />;
}
