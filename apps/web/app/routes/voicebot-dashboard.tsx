import { voicebotDashboardPage } from '@phi/content';
import { VoicebotDashboardPage } from '../features/voicebot-dashboard/dashboard-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(voicebotDashboardPage);

// spec: voice §2, the voicebot dashboard route without the shared header and footer; what it
// shows is ours (docs/architecture.md#voicebot-dashboard).
export default function VoicebotDashboardRoute() {
  return <VoicebotDashboardPage />;
}
