import { SiteToaster } from '../../components/site-toaster.tsx';
import { defineIsland } from '../../lib/islands/island.tsx';
import { VoicebotBuilder } from './voicebot-builder.tsx';

// The builder below the page's hero: a 'visible' island, so the page loads none of it before
// the visitor's first input (docs/architecture.md#islands). Its toasts (builder-toast.ts) need a
// toaster in the same island. One builder per page, so its ids are fixed strings rather than
// useId's, which count from the island's own root in the browser.
function VoicebotBuilderIsland() {
  return (
    <>
      <VoicebotBuilder />
      <SiteToaster />
    </>
  );
}

export default defineIsland<Record<string, never>>(
  'voicebot-builder',
  VoicebotBuilderIsland,
  'visible',
);
