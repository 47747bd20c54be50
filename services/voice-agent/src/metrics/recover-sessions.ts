import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';
import { summariseSession } from './session-recorder.ts';

/**
 * Closes sessions a killed job left 'active': those with no metric (or, without metrics, no
 * start) for `staleAfterMs`. Each gets status failed and ends at its last metric's time (its
 * start when it has none), the last moment it is known to have been alive. Returns their ids.
 */
export async function recoverAbandonedSessions(
  db: Kysely<Database>,
  options: { staleAfterMs: number },
): Promise<string[]> {
  const result = await sql<{ session_id: string }>`
    with last_seen as (
      select s.session_id, s.start_time,
        greatest(s.start_time, coalesce(
          (select max(m.created_at) from voicebot_metrics m where m.session_id = s.session_id),
          s.start_time)) as last_activity
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
  return ids;
}
