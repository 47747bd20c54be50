import type { VoiceTranscriptSpeaker } from '@phi/contracts/public';
import { type Database, insertVoiceSessionTurn } from '@phi/db';
import type { Logger } from '@phi/runtime';
import { type Kysely, sql } from 'kysely';
import { type TranscriptSummariser, writeSessionSummary } from '../transcripts/session-summary.ts';
import { toPlainLine } from '../transcripts/transcript-text.ts';

// spec: chat-news-admin §3, voice_sessions, voicebot_metrics and voicebot_usage_summaries.
// One recorder per conversation: the session row at start, a metrics row per action (speech
// to text, model turn, speech, tool call) with the bot's usage summary moved in the same
// transaction, each caller and agent line as it is spoken (docs/architecture.md#voice-transcripts),
// and the session closed with its figures and its summary at the end.

export const voiceActionTypes = ['stt', 'llm', 'tts', 'tool_call'] as const;
export type VoiceActionType = (typeof voiceActionTypes)[number];

export interface VoiceAction {
  actionType: VoiceActionType;
  isSuccess: boolean;
  responseTimeMs: number | null;
  tokensUsed: number | null;
  costUsd: number | null;
  details: Record<string, unknown>;
  errorMessage?: string | null;
}

export interface SessionIdentity {
  sessionId: string;
  voicebotId: string;
  companyName: string;
  roomName: string;
  workerId: string;
}

export interface VoiceTurn {
  speaker: VoiceTranscriptSpeaker;
  text: string;
  spokenAt: Date;
}

export interface SessionRecorderOptions {
  now?: () => Date;
  /** The model writing the summary at close; without one the summary is extractive. */
  summariser?: TranscriptSummariser | null;
}

export interface SessionRecorder {
  readonly sessionId: string;
  /** Queues an action's rows; written in order, failures logged (a metric never ends a call). */
  record(action: VoiceAction): void;
  /** Queues a transcript line (plain text, capped; an empty one is dropped), as `record`. */
  recordTurn(turn: VoiceTurn): void;
  /** Waits for the queued rows. */
  flush(): Promise<void>;
  /** Flushes, ends the session and writes its summary, once; later calls are no-ops. */
  close(status: 'completed' | 'failed'): Promise<void>;
}

const costDigits = 6;

/** Inserts (or takes over) the session row and returns its recorder. */
export async function startSessionRecorder(
  db: Kysely<Database>,
  identity: SessionIdentity,
  logger: Pick<Logger, 'warn'>,
  options: SessionRecorderOptions = {},
): Promise<SessionRecorder> {
  const now = options.now ?? (() => new Date());
  const startTime = now();
  // The token route chose the session id; a second job for the same id (a re-dispatch)
  // takes the row over rather than failing.
  await db
    .insertInto('voiceSessions')
    .values({
      sessionId: identity.sessionId,
      voicebotId: identity.voicebotId,
      companyName: identity.companyName,
      roomName: identity.roomName,
      workerId: identity.workerId,
      startTime,
      status: 'active',
    })
    .onConflict((oc) =>
      oc.column('sessionId').doUpdateSet((eb) => ({
        workerId: eb.ref('excluded.workerId'),
        roomName: eb.ref('excluded.roomName'),
        status: 'active',
        endTime: null,
        durationSeconds: null,
      })),
    )
    .execute();

  let queue: Promise<void> = Promise.resolve();
  let closing: Promise<void> | undefined;

  async function write(action: VoiceAction): Promise<void> {
    const cost = action.costUsd === null ? null : action.costUsd.toFixed(costDigits);
    const responseTimeMs =
      action.responseTimeMs === null ? null : Math.max(0, Math.round(action.responseTimeMs));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('voicebotMetrics')
        .values({
          voicebotId: identity.voicebotId,
          sessionId: identity.sessionId,
          actionType: action.actionType,
          actionDetails: JSON.stringify(action.details),
          success: action.isSuccess,
          responseTimeMs,
          tokensUsed: action.tokensUsed,
          costUsd: cost,
          errorMessage: action.errorMessage ?? null,
        })
        .execute();
      await trx
        .insertInto('voicebotUsageSummaries')
        .values({
          voicebotId: identity.voicebotId,
          totalActions: 1,
          successfulActions: action.isSuccess ? 1 : 0,
          failedActions: action.isSuccess ? 0 : 1,
          totalResponseTimeMs: responseTimeMs ?? 0,
          totalTokensUsed: action.tokensUsed ?? 0,
          totalCostUsd: cost ?? 0,
          lastActivity: sql<Date>`now()`,
          lastActionType: action.actionType,
        })
        .onConflict((oc) =>
          oc.column('voicebotId').doUpdateSet((eb) => ({
            totalActions: eb(
              'voicebotUsageSummaries.totalActions',
              '+',
              eb.ref('excluded.totalActions'),
            ),
            successfulActions: eb(
              'voicebotUsageSummaries.successfulActions',
              '+',
              eb.ref('excluded.successfulActions'),
            ),
            failedActions: eb(
              'voicebotUsageSummaries.failedActions',
              '+',
              eb.ref('excluded.failedActions'),
            ),
            totalResponseTimeMs: eb(
              'voicebotUsageSummaries.totalResponseTimeMs',
              '+',
              eb.ref('excluded.totalResponseTimeMs'),
            ),
            totalTokensUsed: eb(
              'voicebotUsageSummaries.totalTokensUsed',
              '+',
              eb.ref('excluded.totalTokensUsed'),
            ),
            totalCostUsd: eb(
              'voicebotUsageSummaries.totalCostUsd',
              '+',
              eb.ref('excluded.totalCostUsd'),
            ),
            lastActivity: eb.ref('excluded.lastActivity'),
            lastActionType: eb.ref('excluded.lastActionType'),
          })),
        )
        .execute();
    });
  }

  async function end(status: 'completed' | 'failed'): Promise<void> {
    await queue;
    const endTime = now();
    const performance = await summariseSession(db, identity.sessionId);
    await db
      .updateTable('voiceSessions')
      .set({
        status,
        endTime,
        durationSeconds: ((endTime.getTime() - startTime.getTime()) / 1000).toFixed(2),
        performanceMetrics: JSON.stringify(performance),
      })
      .where('sessionId', '=', identity.sessionId)
      .execute();
    // After the row is closed: a summary that fails (or a job killed while the model answers)
    // leaves a closed session, which the recovery summarises later (recover-sessions.ts).
    try {
      await writeSessionSummary(db, identity.sessionId, options.summariser ?? null, logger);
    } catch (err) {
      logger.warn({ err, sessionId: identity.sessionId }, 'could not write the session summary');
    }
  }

  function enqueue(task: () => Promise<void>, failure: string): void {
    if (closing) {
      return;
    }
    queue = queue.then(task).catch((err: unknown) => {
      logger.warn({ err, sessionId: identity.sessionId }, failure);
    });
  }

  return {
    sessionId: identity.sessionId,
    record(action) {
      enqueue(() => write(action), 'could not store a voice metric');
    },
    recordTurn(turn) {
      const content = toPlainLine(turn.text);
      if (content === '') {
        return;
      }
      enqueue(
        () =>
          insertVoiceSessionTurn(db, {
            sessionId: identity.sessionId,
            speaker: turn.speaker,
            content,
            spokenAt: turn.spokenAt,
          }),
        'could not store a transcript line',
      );
    },
    flush: () => queue,
    close(status) {
      closing ??= end(status);
      return closing;
    },
  };
}

export interface SessionPerformance {
  actions: number;
  failedActions: number;
  tokensUsed: number;
  costUsd: string;
  byAction: Record<string, { count: number; averageResponseTimeMs: number | null }>;
  /** Model turns: average time to the first token. */
  averageLlmTtftMs: number | null;
  /** Speech: average time to the first audio. */
  averageTtsTtfbMs: number | null;
}

/** The session's performance_metrics, from its metrics rows. */
export async function summariseSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<SessionPerformance> {
  const rows = await db
    .selectFrom('voicebotMetrics')
    .select([
      'actionType',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(*) filter (where not success)::int`.as('failed'),
      sql<number | null>`round(avg(response_time_ms))::int`.as('averageResponseTimeMs'),
      sql<number>`coalesce(sum(tokens_used), 0)::int`.as('tokens'),
      sql<string>`coalesce(sum(cost_usd), 0)::numeric(14, 6)::text`.as('cost'),
      sql<number | null>`round(avg((action_details->>'ttftMs')::numeric))::int`.as('ttft'),
      sql<number | null>`round(avg((action_details->>'ttfbMs')::numeric))::int`.as('ttfb'),
    ])
    .where('sessionId', '=', sessionId)
    .groupBy('actionType')
    .execute();
  const byAction: SessionPerformance['byAction'] = {};
  let cost = 0;
  for (const row of rows) {
    byAction[row.actionType] = {
      count: row.count,
      averageResponseTimeMs: row.averageResponseTimeMs,
    };
    cost += Number(row.cost);
  }
  return {
    actions: rows.reduce((sum, row) => sum + row.count, 0),
    failedActions: rows.reduce((sum, row) => sum + row.failed, 0),
    tokensUsed: rows.reduce((sum, row) => sum + row.tokens, 0),
    costUsd: cost.toFixed(costDigits),
    byAction,
    averageLlmTtftMs: rows.find((row) => row.actionType === 'llm')?.ttft ?? null,
    averageTtsTtfbMs: rows.find((row) => row.actionType === 'tts')?.ttfb ?? null,
  };
}
