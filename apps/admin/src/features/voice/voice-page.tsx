import { adminVoiceCopy as copy } from '@phi/content';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { useVoiceOverview } from './voice-api.ts';
import { VoiceDemoRecordsSection, VoiceUsageSection } from './voice-overview-sections.tsx';
import { VoiceSessionsSection } from './voice-sessions-section.tsx';

/**
 * Ours: the admin Voice page (docs/architecture.md#voice, "Admin Voice page"): sessions over
 * every bot and demo persona, usage per bot, and the demo personas' bookings, orders and
 * appointments, read from the tables the voice agent writes.
 */
export function VoicePage() {
  const overview = useVoiceOverview();
  const botIds = overview.data?.usage.map((row) => row.voicebotId) ?? [];
  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-400">{copy.subheading}</p>
      <VoiceSessionsSection botIds={botIds} />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <VoiceUsageSection usage={overview.data.usage} />
          <VoiceDemoRecordsSection overview={overview.data} />
        </>
      )}
    </div>
  );
}
