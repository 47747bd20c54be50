import type { LatencyPercentiles, VoicebotUsage } from '@phi/contracts/public';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { formatCost, formatInteger, formatMinutes, formatMs } from './usage-format.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-white">{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-slate-400">{detail}</dd> : null}
    </div>
  );
}

function latencyValue(latency: LatencyPercentiles): string {
  return latency.samples === 0
    ? copy.noSamples
    : copy.percentiles(formatMs(latency.p50), formatMs(latency.p95));
}

/** The period's headline figures. */
export function UsageFigures({ usage }: { usage: VoicebotUsage }) {
  const { totals } = usage;
  return (
    <section aria-labelledby="dashboard-overview">
      <h2 id="dashboard-overview" className="text-lg font-semibold text-white">
        {copy.figuresHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="usage-figures">
        <Figure
          label={copy.sessions}
          value={formatInteger(totals.sessions)}
          detail={copy.sessionsDetail(totals.completed_sessions, totals.failed_sessions)}
        />
        <Figure label={copy.minutes} value={formatMinutes(totals.minutes)} />
        <Figure label={copy.tokens} value={formatInteger(totals.tokens)} />
        <Figure label={copy.cost} value={formatCost(totals.cost_usd)} />
        <Figure
          label={copy.timeToFirstAudio}
          value={latencyValue(usage.time_to_first_audio_ms)}
          detail={copy.samples(usage.time_to_first_audio_ms.samples)}
        />
        <Figure
          label={copy.turnLatency}
          value={latencyValue(usage.turn_latency_ms)}
          detail={copy.samples(usage.turn_latency_ms.samples)}
        />
        <Figure label={copy.turns} value={formatInteger(totals.turns)} />
      </dl>
    </section>
  );
}
