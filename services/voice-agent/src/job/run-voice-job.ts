import { type VAD, voice } from '@livekit/agents';
import type { Room } from '@livekit/rtc-node';
import { parseVoiceDispatchMetadata, type VoiceDispatchMetadata } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import type { Embedder } from '@phi/knowledge';
import type { Logger } from '@phi/runtime';
import type { Kysely } from 'kysely';
import { readCompanyProfile } from '../agents/build-agent.ts';
import type { PriceTable } from '../metrics/price-table.ts';
import { type SessionRecorder, startSessionRecorder } from '../metrics/session-recorder.ts';
import { createSpeechModels, type SpeechEnv } from '../speech/speech-models.ts';
import type { TranscriptSummariser } from '../transcripts/session-summary.ts';
import { startVoiceSession } from '../voice-session.ts';

/** The part of the framework's JobContext a voice job uses (tests pass their own). */
export interface VoiceJobContext {
  readonly job: { id: string; metadata: string; room?: { name: string } | undefined };
  readonly workerId: string;
  readonly room: Room;
  readonly proc: { userData: Record<string, unknown> };
  connect(): Promise<void>;
  shutdown(reason?: string): void;
  addShutdownCallback(callback: () => Promise<void>): void;
}

export interface VoiceJobRuntime {
  env: SpeechEnv;
  logger: Logger;
  db: Kysely<Database>;
  embedder: Embedder | null;
  prices: PriceTable;
  /** Writes the session's summary at its end; null without a model (an extractive one). */
  summariser: TranscriptSummariser | null;
  /** Releases what the job opened (its database pool); runs last, after the session closed. */
  release(): Promise<void>;
}

export type VoiceJobOutcome = { status: 'refused'; reason: string } | { status: 'started' };

/**
 * One room's conversation: validates the dispatch metadata (a bad one ends the job with the
 * reason logged, before anything is written), records the session, joins the room and speaks
 * as the persona until the caller leaves or the worker shuts the job down.
 */
export async function runVoiceJob(
  ctx: VoiceJobContext,
  runtime: VoiceJobRuntime,
): Promise<VoiceJobOutcome> {
  const roomName = ctx.job.room?.name ?? '';
  const logger = runtime.logger.child({ jobId: ctx.job.id, room: roomName });
  let recorder: SessionRecorder | undefined;
  let endStatus: 'completed' | 'failed' = 'completed';
  ctx.addShutdownCallback(async () => {
    try {
      await recorder?.close(endStatus);
    } catch (err) {
      logger.error({ err }, 'could not close the voice session row');
    } finally {
      await runtime.release();
    }
  });
  const refuse = (reason: string): VoiceJobOutcome => {
    logger.warn({ reason }, 'voice job refused');
    ctx.shutdown(`refused: ${reason}`);
    return { status: 'refused', reason };
  };

  const parsed = parseVoiceDispatchMetadata(ctx.job.metadata);
  if (!parsed.ok) {
    return refuse(`bad dispatch metadata: ${parsed.reason}`);
  }
  const { metadata } = parsed;
  if (
    metadata.persona === 'company' &&
    !(await readCompanyProfile(runtime.db, metadata.voicebotId))
  ) {
    return refuse(`no active voicebot ${metadata.voicebotId}`);
  }

  recorder = await startSessionRecorder(
    runtime.db,
    {
      sessionId: metadata.sessionId,
      voicebotId: metadata.voicebotId,
      companyName: metadata.companyName,
      roomName,
      workerId: ctx.workerId,
    },
    logger,
    { summariser: runtime.summariser },
  );
  try {
    return await joinAndSpeak(ctx, runtime, logger, metadata, recorder, (status) => {
      endStatus = status;
    });
  } catch (err) {
    // The job crashes; its shutdown callback still closes the row, as failed.
    endStatus = 'failed';
    throw err;
  }
}

async function joinAndSpeak(
  ctx: VoiceJobContext,
  runtime: VoiceJobRuntime,
  logger: Logger,
  metadata: VoiceDispatchMetadata,
  recorder: SessionRecorder,
  setEndStatus: (status: 'completed' | 'failed') => void,
): Promise<VoiceJobOutcome> {
  await ctx.connect();
  const vad = ctx.proc.userData.vad as VAD | undefined;
  let modelNames = { llm: runtime.env.OPENAI_CHAT_MODEL, stt: '', tts: '' };
  const started = await startVoiceSession({
    metadata,
    deps: { db: runtime.db, embedder: runtime.embedder, now: () => new Date() },
    recorder,
    prices: runtime.prices,
    models: (persona) => {
      const models = createSpeechModels(runtime.env, persona.voice);
      modelNames = models.names;
      return { ...models, ...(vad ? { vad } : {}) };
    },
    room: ctx.room,
  });
  if (!started.ok) {
    setEndStatus('failed');
    logger.warn({ reason: started.reason }, 'voice job refused');
    ctx.shutdown(`refused: ${started.reason}`);
    return { status: 'refused', reason: started.reason };
  }
  const { session, persona } = started;
  session.on(voice.AgentSessionEventTypes.Close, (event) => {
    if (event.error) {
      setEndStatus('failed');
      logger.error({ err: event.error, reason: event.reason }, 'voice session ended by an error');
    }
    // The caller left (or the session failed): end the job so its process exits.
    ctx.shutdown(`session closed: ${event.reason}`);
  });
  await ctx.room.localParticipant
    ?.setAttributes({ 'phi.persona': persona.kind, 'phi.session_id': metadata.sessionId })
    .catch((err: unknown) => logger.warn({ err }, 'could not set the agent attributes'));
  session.generateReply({ instructions: persona.greeting });
  logger.info({ persona: persona.kind, models: modelNames }, 'voice session started');
  return { status: 'started' };
}
