import { researchPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(researchPage);

export default function ResearchRoute() {
  return <MarketingPageView page={researchPage} />;
}
