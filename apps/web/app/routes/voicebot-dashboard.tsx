import { voicebotDashboardPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(voicebotDashboardPage);

export default function VoicebotDashboardRoute() {
  return <MarketingPageView page={voicebotDashboardPage} />;
}
