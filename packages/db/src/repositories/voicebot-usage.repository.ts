import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

// The voicebot dashboard's read model (docs/architecture.md#voicebot-dashboard): one bot's
// sessions and actions over a period, as the voice agent records them
// (services/voice-agent/src/metrics/session-recorder.ts), aggregated in SQL.

export interface VoicebotUsagePeriod {
  voicebotId: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface VoicebotSessionTotals {
  sessions: number;
  completed: number;
  failed: number;
  minutes: number;
}

export interface VoicebotActionTotals {
  turns: number;
  tokens: number;
  costUsd: number;
  firstAudioP50: number | null;
  firstAudioP95: number | null;
  firstAudioSamples: number;
  turnP50: number | null;
  turnP95: number | null;
  turnSamples: number;
}

export interface VoicebotUsageDayRow {
  date: string;
  sessions: number;
  minutes: number;
  tokens: number;
  costUsd: number;
}

export interface VoicebotRecentSessionRow {
  sessionId: string;
  startTime: Date;
  durationSeconds: number | null;
  status: 'active' | 'completed' | 'failed';
  turns: number;
  summary: string | null;
  summaryKind: 'model' | 'extractive' | null;
}

export async function sumVoicebotSessions(
  db: Kysely<Database>,
  period: VoicebotUsagePeriod,
): Promise<VoicebotSessionTotals> {
  const { rows } = await sql<VoicebotSessionTotals>`
    select count(*)::int as "sessions",
      count(*) filter (where status = 'completed')::int as "completed",
      count(*) filter (where status = 'failed')::int as "failed",
      round(coalesce(sum(duration_seconds), 0) / 60, 2)::float8 as "minutes"
    from voice_sessions
    where voicebot_id = ${period.voicebotId}
      and start_time >= ${period.from} and start_time < ${period.to}
  `.execute(db);
  return rows[0] as VoicebotSessionTotals;
}

/**
 * Model turns, tokens, cost and the latency percentiles. Time to first audio: the speech
 * actions' `ttfbMs`; turn latency: the model turns' response time. Interrupted (unsuccessful)
 * actions are left out of the percentiles: their timings stop where the caller cut in.
 */
export async function sumVoicebotActions(
  db: Kysely<Database>,
  period: VoicebotUsagePeriod,
): Promise<VoicebotActionTotals> {
  const ttfb = sql`(action_details->>'ttfbMs')::float8`;
  const isFirstAudio = sql`action_type = 'tts' and success and jsonb_typeof(action_details->'ttfbMs') = 'number'`;
  const isTurn = sql`action_type = 'llm' and success and response_time_ms is not null`;
  const { rows } = await sql<VoicebotActionTotals>`
    select count(*) filter (where action_type = 'llm')::int as "turns",
      coalesce(sum(tokens_used), 0)::float8 as "tokens",
      coalesce(sum(cost_usd), 0)::float8 as "costUsd",
      round(percentile_cont(0.5) within group (order by ${ttfb}) filter (where ${isFirstAudio}))::int as "firstAudioP50",
      round(percentile_cont(0.95) within group (order by ${ttfb}) filter (where ${isFirstAudio}))::int as "firstAudioP95",
      count(*) filter (where ${isFirstAudio})::int as "firstAudioSamples",
      round(percentile_cont(0.5) within group (order by response_time_ms) filter (where ${isTurn}))::int as "turnP50",
      round(percentile_cont(0.95) within group (order by response_time_ms) filter (where ${isTurn}))::int as "turnP95",
      count(*) filter (where ${isTurn})::int as "turnSamples"
    from voicebot_metrics
    where voicebot_id = ${period.voicebotId}
      and created_at >= ${period.from} and created_at < ${period.to}
  `.execute(db);
  return rows[0] as VoicebotActionTotals;
}

/** One row per UTC day from `period.from`'s day to `period.to`'s, days without use at zero. */
export async function listVoicebotUsageDays(
  db: Kysely<Database>,
  period: VoicebotUsagePeriod,
): Promise<VoicebotUsageDayRow[]> {
  const { rows } = await sql<VoicebotUsageDayRow>`
    with days as (
      select generate_series(
        (${period.from}::timestamptz at time zone 'UTC')::date,
        ((${period.to}::timestamptz - interval '1 microsecond') at time zone 'UTC')::date,
        interval '1 day'
      )::date as day
    ),
    session_days as (
      select (start_time at time zone 'UTC')::date as day, count(*) as sessions,
        coalesce(sum(duration_seconds), 0) / 60 as minutes
      from voice_sessions
      where voicebot_id = ${period.voicebotId}
        and start_time >= ${period.from} and start_time < ${period.to}
      group by 1
    ),
    action_days as (
      select (created_at at time zone 'UTC')::date as day,
        coalesce(sum(tokens_used), 0) as tokens, coalesce(sum(cost_usd), 0) as cost
      from voicebot_metrics
      where voicebot_id = ${period.voicebotId}
        and created_at >= ${period.from} and created_at < ${period.to}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      coalesce(session_days.sessions, 0)::int as "sessions",
      round(coalesce(session_days.minutes, 0), 2)::float8 as "minutes",
      coalesce(action_days.tokens, 0)::float8 as "tokens",
      coalesce(action_days.cost, 0)::float8 as "costUsd"
    from days
    left join session_days on session_days.day = days.day
    left join action_days on action_days.day = days.day
    order by days.day
  `.execute(db);
  return rows;
}

/** The period's latest sessions, newest first, with their model turns. */
export async function listRecentVoiceSessions(
  db: Kysely<Database>,
  period: VoicebotUsagePeriod,
  limit: number,
): Promise<VoicebotRecentSessionRow[]> {
  const { rows } = await sql<VoicebotRecentSessionRow>`
    select s.session_id as "sessionId", s.start_time as "startTime",
      s.duration_seconds::float8 as "durationSeconds", s.status as "status",
      (select count(*) from voicebot_metrics m
        where m.session_id = s.session_id and m.action_type = 'llm')::int as "turns",
      s.summary as "summary", s.summary_kind as "summaryKind"
    from voice_sessions s
    where s.voicebot_id = ${period.voicebotId}
      and s.start_time >= ${period.from} and s.start_time < ${period.to}
    order by s.start_time desc, s.session_id desc
    limit ${limit}
  `.execute(db);
  return rows;
}

export async function findVoicebotUsageSummary(db: Kysely<Database>, voicebotId: string) {
  return db
    .selectFrom('voicebotUsageSummaries')
    .selectAll()
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirst();
}
