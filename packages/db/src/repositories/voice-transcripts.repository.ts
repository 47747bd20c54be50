import type { VoiceSummaryKind, VoiceTranscriptSpeaker } from '@phi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

// The voice agent's transcripts and session summaries (docs/architecture.md#voice-transcripts):
// written by services/voice-agent as the conversation goes, read by the owner's routes, pruned
// by the worker's housekeeping.

export interface VoiceTurnInput {
  sessionId: string;
  speaker: VoiceTranscriptSpeaker;
  content: string;
  spokenAt: Date;
}

export interface VoiceTurnRow {
  speaker: VoiceTranscriptSpeaker;
  content: string;
  spokenAt: Date;
}

export interface VoiceSessionTranscriptHead {
  sessionId: string;
  startTime: Date;
  summary: string | null;
  summaryKind: VoiceSummaryKind | null;
}

export async function insertVoiceSessionTurn(
  db: Kysely<Database>,
  turn: VoiceTurnInput,
): Promise<void> {
  await db.insertInto('voiceSessionTurns').values(turn).execute();
}

/** A session's lines in the order spoken. */
export function listVoiceSessionTurns(
  db: Kysely<Database>,
  sessionId: string,
): Promise<VoiceTurnRow[]> {
  return db
    .selectFrom('voiceSessionTurns')
    .select(['speaker', 'content', 'spokenAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('spokenAt')
    .orderBy('id')
    .execute();
}

export async function setVoiceSessionSummary(
  db: Kysely<Database>,
  sessionId: string,
  summary: { text: string; kind: VoiceSummaryKind },
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('voiceSessions')
    .set({ summary: summary.text, summaryKind: summary.kind, summarisedAt: now })
    .where('sessionId', '=', sessionId)
    .execute();
}

/** The session when it belongs to the bot, else undefined (one answer for both misses). */
export function findVoiceSessionOfBot(
  db: Kysely<Database>,
  voicebotId: string,
  sessionId: string,
): Promise<VoiceSessionTranscriptHead | undefined> {
  return db
    .selectFrom('voiceSessions')
    .select(['sessionId', 'startTime', 'summary', 'summaryKind'])
    .where('sessionId', '=', sessionId)
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirst();
}

export interface VoiceTranscriptPruneResult {
  turns: number;
  summaries: number;
}

/**
 * Deletes lines spoken before `cutoff` and the summaries of sessions started before it;
 * summarised_at stays, so a pruned summary is not written again by the agent's recovery.
 */
export async function deleteVoiceTranscriptsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<VoiceTranscriptPruneResult> {
  return db.transaction().execute(async (trx) => {
    const turns = await trx
      .deleteFrom('voiceSessionTurns')
      .where('spokenAt', '<', cutoff)
      .executeTakeFirst();
    const summaries = await trx
      .updateTable('voiceSessions')
      .set({ summary: null, summaryKind: null })
      .where('startTime', '<', cutoff)
      .where(sql<boolean>`summary is not null`)
      .executeTakeFirst();
    return {
      turns: Number(turns.numDeletedRows),
      summaries: Number(summaries.numUpdatedRows),
    };
  });
}
