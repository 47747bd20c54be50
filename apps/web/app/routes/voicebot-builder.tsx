import { voicebotBuilderPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(voicebotBuilderPage);

export default function VoicebotBuilderRoute() {
  return <MarketingPageView page={voicebotBuilderPage} />;
}
