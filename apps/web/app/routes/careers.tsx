import { careersPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(careersPage);

export default function CareersRoute() {
  return <MarketingPageView page={careersPage} />;
}
