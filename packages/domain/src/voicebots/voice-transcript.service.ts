import { AppError } from '@phi/contracts/errors';
import type { VoiceTranscript } from '@phi/contracts/public';
import { type Database, findVoiceSessionOfBot, listVoiceSessionTurns } from '@phi/db';
import type { Kysely } from 'kysely';

/**
 * One conversation's stored lines and summary, for a bot whose owner the caller has already
 * been checked to be (docs/architecture.md#voice-transcripts). Another bot's session answers
 * as an unknown one.
 */
export async function getVoiceTranscript(
  db: Kysely<Database>,
  voicebotId: string,
  sessionId: string,
): Promise<VoiceTranscript> {
  const session = await findVoiceSessionOfBot(db, voicebotId, sessionId);
  if (!session) {
    throw new AppError('VOICE_SESSION_NOT_FOUND');
  }
  const turns = await listVoiceSessionTurns(db, sessionId);
  return {
    session_id: session.sessionId,
    start_time: session.startTime.toISOString(),
    summary:
      session.summary !== null && session.summaryKind !== null
        ? { kind: session.summaryKind, text: session.summary }
        : null,
    turns: turns.map((turn) => ({
      speaker: turn.speaker,
      text: turn.content,
      at: turn.spokenAt.toISOString(),
    })),
  };
}
