import type { Database } from '@phi/db';
import type { Logger } from '@phi/runtime';
import { type Kysely, sql } from 'kysely';
import { type TranscriptSummariser, writeSessionSummary } from '../transcripts/session-summary.ts';
import { summariseSession } from './session-recorder.ts';

export interface RecoveryOptions {
  staleAfterMs: number;
  /** Writes the recovered sessions' summaries; without one they are extractive. */
  summariser?: TranscriptSummariser | null;
  logger?: Pick<Logger, 'warn'>;
}

// A closed session still without a summary this long after its end lost it with its job
// (killed while the model answered); older ones predate transcripts and are left alone.
const summaryGraceMs = 60_000;
const summaryLookbackMs = 24 * 60 * 60_000;
const summariesPerPass = 50;

/**
 * Closes sessions a killed job left 'active': those with no metric or transcript line (or,
 * without either, no start) for `staleAfterMs`. Each gets status failed and ends at its last
 * metric's or line's time (its start when it has none), the last moment it is known to have been
 * alive, and gets its summary (docs/architecture.md#voice-transcripts), as do closed sessions
 * whose job died before writing theirs. Returns the ids of the sessions it closed.
 */
export async function recoverAbandonedSessions(
  db: Kysely<Database>,
  options: RecoveryOptions,
): Promise<string[]> {
  const result = await sql<{ session_id: string }>`
    with last_seen as (
      select s.session_id, s.start_time,
        greatest(s.start_time,
          (select max(m.created_at) from voicebot_metrics m where m.session_id = s.session_id),
          (select max(t.created_at) from voice_session_turns t where t.session_id = s.session_id)
        ) as last_activity
      from voice_sessions s
      where s.status = 'active'
      for update of s skip locked
    )
    update voice_sessions s
    set status = 'failed',
      end_time = l.last_activity,
      duration_seconds = round(extract(epoch from (l.last_activity - l.start_time))::numeric, 2),
      performance_metrics = coalesce(s.performance_metrics, '{}'::jsonb)
        || jsonb_build_object('recovered', true)
    from last_seen l
    where s.session_id = l.session_id
      and l.last_activity < now() - make_interval(secs => ${options.staleAfterMs / 1000})
    returning s.session_id
  `.execute(db.withoutPlugins());
  const ids = result.rows.map((row) => row.session_id);
  for (const sessionId of ids) {
    const summary = await summariseSession(db, sessionId);
    await db
      .updateTable('voiceSessions')
      .set({ performanceMetrics: JSON.stringify({ ...summary, recovered: true }) })
      .where('sessionId', '=', sessionId)
      .execute();
  }
  const logger = options.logger ?? { warn: () => undefined };
  const unsummarised = await db
    .selectFrom('voiceSessions')
    .select('sessionId')
    .where('status', '!=', 'active')
    .where('summarisedAt', 'is', null)
    .where('endTime', '<', new Date(Date.now() - summaryGraceMs))
    .where('endTime', '>', new Date(Date.now() - summaryLookbackMs))
    .orderBy('endTime')
    .limit(summariesPerPass)
    .execute();
  const toSummarise = [...new Set([...ids, ...unsummarised.map((row) => row.sessionId)])];
  for (const sessionId of toSummarise) {
    await writeSessionSummary(db, sessionId, options.summariser ?? null, logger);
  }
  return ids;
}
