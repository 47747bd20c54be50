import { randomUUID } from 'node:crypto';
import { initializeLogger, type llm, type voice } from '@livekit/agents';
import { parseVoiceDispatchMetadata, type VoiceDispatchMetadata } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import type { Logger } from '@phi/runtime';
import type { Kysely } from 'kysely';
import { defaultPriceTable, type PriceTable } from '../src/metrics/price-table.ts';
import { type SessionRecorder, startSessionRecorder } from '../src/metrics/session-recorder.ts';
import type { TranscriptSummariser } from '../src/transcripts/session-summary.ts';
import { startVoiceSession } from '../src/voice-session.ts';

initializeLogger({ pretty: false, level: 'error' });

/** A monday morning, so the demo clinic is open and the hotel's dates are ahead. */
export const fixedNow = new Date('2026-12-07T08:00:00.000Z');

export interface LogEntry {
  level: 'warn' | 'error' | 'info';
  fields: unknown;
  message: string | undefined;
}

/** A logger keeping what it is told, for tests that check what a job logged. */
export function createRecordingLogger(entries: LogEntry[] = []): Logger & { entries: LogEntry[] } {
  const at =
    (level: LogEntry['level']) =>
    (fields: unknown, message?: string): void => {
      entries.push({ level, fields, message });
    };
  const logger = {
    entries,
    warn: at('warn'),
    error: at('error'),
    info: at('info'),
    debug: () => undefined,
    fatal: at('error'),
    child: () => logger,
  };
  return logger as unknown as Logger & { entries: LogEntry[] };
}

/** Dispatch metadata as the token routes send it (a JSON string), parsed as the job does. */
export function dispatchMetadata(fields: Partial<VoiceDispatchMetadata>): VoiceDispatchMetadata {
  const parsed = parseVoiceDispatchMetadata(
    JSON.stringify({ sessionId: randomUUID(), companyName: 'Phi Automation', ...fields }),
  );
  if (!parsed.ok) {
    throw new Error(parsed.reason);
  }
  return parsed.metadata;
}

export interface TextSession {
  session: voice.AgentSession;
  recorder: SessionRecorder;
  metadata: VoiceDispatchMetadata;
  instructions: string;
  close(): Promise<void>;
}

/** A persona's conversation in text mode, metered into the database as in a room. */
export async function startTextSession(options: {
  db: Kysely<Database>;
  metadata: VoiceDispatchMetadata;
  llm: llm.LLM;
  modelName?: string;
  prices?: PriceTable;
  now?: () => Date;
  /** Writes the summary at close; without one it is extractive. */
  summariser?: TranscriptSummariser | null;
}): Promise<TextSession> {
  const recorder = await startSessionRecorder(
    options.db,
    {
      sessionId: options.metadata.sessionId,
      voicebotId: options.metadata.voicebotId,
      companyName: options.metadata.companyName,
      roomName: `test_room_${options.metadata.sessionId.slice(0, 8)}`,
      workerId: 'test-worker',
    },
    createRecordingLogger(),
    { summariser: options.summariser ?? null },
  );
  const started = await startVoiceSession({
    metadata: options.metadata,
    deps: { db: options.db, embedder: null, now: options.now ?? (() => fixedNow) },
    recorder,
    prices: options.prices ?? defaultPriceTable,
    models: {
      llm: options.llm,
      names: { llm: options.modelName ?? 'fake-llm', stt: null, tts: null },
    },
  });
  if (!started.ok) {
    throw new Error(started.reason);
  }
  return {
    session: started.session,
    recorder,
    metadata: options.metadata,
    instructions: started.persona.instructions,
    close: async () => {
      await started.session.close();
      await recorder.close('completed');
    },
  };
}
