import { routePaths } from '@phi/contracts/navigation';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { loadStoredVoicebot, type StoredVoicebot } from '../voicebot-builder/voicebot-storage.ts';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { RecentSessions } from './recent-sessions.tsx';
import { fetchVoicebotUsage, fetchVoiceTranscript } from './usage-api.ts';
import { UsageFigures } from './usage-figures.tsx';
import { formatCost } from './usage-format.ts';
import { UsageOverTime } from './usage-over-time.tsx';
import { useAbortableLoad } from './use-abortable-load.ts';

// The periods offered; the server accepts 1 to 90 days (voicebotUsagePeriodDays), 30 by default.
const periods = [7, 30, 90] as const;
const defaultPeriod = 30;

const builderLink =
  'inline-flex rounded-lg bg-sky-500 px-4 py-2 font-semibold text-slate-950 hover:bg-sky-400 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-800 bg-slate-900/60 p-6">
      <h2 className="text-xl font-semibold text-white">{title}</h2>
      <p className="text-slate-300">{text}</p>
      <SiteLink to={routePaths.productsVoicebotBuilder} className={builderLink}>
        {copy.openBuilder}
      </SiteLink>
    </section>
  );
}

/** The bot this browser built (voicebot-builder/voicebot-storage.ts) and its figures. */
export function LiveDashboard() {
  const [stored, setStored] = useState<StoredVoicebot | null | undefined>(undefined);
  const [days, setDays] = useState<number>(defaultPeriod);
  const periodId = useId();

  useEffect(() => {
    loadStoredVoicebot().then(setStored, () => setStored(null));
  }, []);

  const loadUsage = useMemo(
    () =>
      stored
        ? (signal: AbortSignal) =>
            fetchVoicebotUsage(stored.record.id, stored.ownerKey, days, signal)
        : null,
    [stored, days],
  );
  const { state, retry } = useAbortableLoad(loadUsage);
  // No bot in this browser; or the usage route's null: the bot is gone (deleted, or its owner
  // key no longer matches).
  const usage = state.kind === 'ready' ? state.value : null;
  const view =
    stored === null ? 'empty' : state.kind === 'ready' && usage === null ? 'gone' : state.kind;
  const loadTranscript = useCallback(
    (sessionId: string, signal: AbortSignal) =>
      stored
        ? fetchVoiceTranscript(stored.record.id, stored.ownerKey, sessionId, signal)
        : Promise.resolve(null),
    [stored],
  );

  const title = stored ? `${stored.record.botName} · ${stored.record.companyName}` : null;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-white">{copy.heading}</h1>
          {title ? <p className="text-slate-300">{title}</p> : null}
        </div>
        {stored ? (
          <div className="flex items-center gap-2">
            <label htmlFor={periodId} className="text-sm text-slate-300">
              {copy.periodLabel}
            </label>
            <select
              id={periodId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-400"
            >
              {periods.map((period) => (
                <option key={period} value={period}>
                  {copy.periodOption(period)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {view === 'loading' ? (
        <p role="status" className="text-slate-300">
          {copy.loading}
        </p>
      ) : null}
      {view === 'empty' ? <Notice title={copy.emptyTitle} text={copy.emptyText} /> : null}
      {view === 'gone' ? <Notice title={copy.goneTitle} text={copy.goneText} /> : null}
      {state.kind === 'error' ? (
        <section
          role="alert"
          className="space-y-3 rounded-xl border border-rose-500/40 bg-rose-950/40 p-6"
        >
          <h2 className="text-xl font-semibold text-white">{copy.errorTitle}</h2>
          <p className="text-rose-100">{state.message}</p>
          <button type="button" onClick={retry} className={builderLink}>
            {copy.retry}
          </button>
        </section>
      ) : null}
      {usage ? (
        <>
          <UsageFigures usage={usage} />
          <UsageOverTime usage={usage} />
          <RecentSessions sessions={usage.recent_sessions} loadTranscript={loadTranscript} />
          {usage.lifetime ? (
            <p className="text-sm text-slate-400">
              {copy.lifetime(usage.lifetime.actions, formatCost(usage.lifetime.cost_usd))}
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
