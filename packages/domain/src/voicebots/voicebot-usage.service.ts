import {
  type VoicebotUsage,
  voicebotUsagePeriodDays,
  voicebotUsageRecentSessions,
} from '@phi/contracts/public';
import {
  type Database,
  findVoicebotUsageSummary,
  listRecentVoiceSessions,
  listVoicebotUsageDays,
  sumVoicebotActions,
  sumVoicebotSessions,
  type VoicebotUsagePeriod,
} from '@phi/db';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The period of the dashboard: the last `days` UTC calendar days, today included, up to now,
 * so the daily series has exactly `days` entries (docs/architecture.md#voicebot-dashboard).
 */
export function usagePeriodOf(
  voicebotId: string,
  days: number = voicebotUsagePeriodDays.default,
  now: Date = new Date(),
): VoicebotUsagePeriod {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    voicebotId,
    from: new Date(todayStart - (days - 1) * dayMs),
    // Exclusive bound: the current millisecond counts.
    to: new Date(now.getTime() + 1),
  };
}

const roundCost = (value: number) => Math.round(value * 1e6) / 1e6;

/** The dashboard's figures for a bot whose owner the caller has already been checked to be. */
export async function getVoicebotUsage(
  db: Kysely<Database>,
  voicebotId: string,
  days: number = voicebotUsagePeriodDays.default,
  now: Date = new Date(),
): Promise<VoicebotUsage> {
  const period = usagePeriodOf(voicebotId, days, now);
  const [sessions, actions, daily, recent, summary] = await Promise.all([
    sumVoicebotSessions(db, period),
    sumVoicebotActions(db, period),
    listVoicebotUsageDays(db, period),
    listRecentVoiceSessions(db, period, voicebotUsageRecentSessions),
    findVoicebotUsageSummary(db, voicebotId),
  ]);
  return {
    voicebot_id: voicebotId,
    period: { days, from: period.from.toISOString(), to: now.toISOString() },
    totals: {
      sessions: sessions.sessions,
      completed_sessions: sessions.completed,
      failed_sessions: sessions.failed,
      minutes: sessions.minutes,
      turns: actions.turns,
      tokens: actions.tokens,
      cost_usd: roundCost(actions.costUsd),
    },
    time_to_first_audio_ms: {
      p50: actions.firstAudioP50,
      p95: actions.firstAudioP95,
      samples: actions.firstAudioSamples,
    },
    turn_latency_ms: {
      p50: actions.turnP50,
      p95: actions.turnP95,
      samples: actions.turnSamples,
    },
    daily: daily.map((day) => ({
      date: day.date,
      sessions: day.sessions,
      minutes: day.minutes,
      tokens: day.tokens,
      cost_usd: roundCost(day.costUsd),
    })),
    recent_sessions: recent.map((session) => ({
      session_id: session.sessionId,
      start_time: session.startTime.toISOString(),
      duration_seconds: session.durationSeconds,
      status: session.status,
      turns: session.turns,
      summary:
        session.summary !== null && session.summaryKind !== null
          ? { kind: session.summaryKind, text: session.summary }
          : null,
    })),
    lifetime: summary
      ? {
          actions: Number(summary.totalActions),
          failed_actions: Number(summary.failedActions),
          tokens: Number(summary.totalTokensUsed),
          cost_usd: roundCost(Number(summary.totalCostUsd)),
          last_activity: summary.lastActivity ? summary.lastActivity.toISOString() : null,
        }
      : null,
  };
}
