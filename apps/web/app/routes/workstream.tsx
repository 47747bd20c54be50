import { workstreamPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(workstreamPage);

export default function WorkstreamRoute() {
  return <MarketingPageView page={workstreamPage} />;
}
