import { type llm, type stt, type tts, type VAD, voice } from '@livekit/agents';
import type { Room } from '@livekit/rtc-node';
import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import { createAgent, createPersona } from './agents/build-agent.ts';
import type { Persona, PersonaDependencies } from './agents/persona.ts';
import type { PriceTable } from './metrics/price-table.ts';
import { type MeteredModels, meterSession } from './metrics/session-metrics.ts';
import type { SessionRecorder } from './metrics/session-recorder.ts';

export interface VoiceSessionOptions {
  metadata: VoiceDispatchMetadata;
  deps: Omit<PersonaDependencies, 'onToolCall' | 'sessionId'>;
  recorder: SessionRecorder;
  prices: PriceTable;
  /**
   * The language model, and for a call also speech in and out (text mode has only the model);
   * a function of the persona, whose voice the speech uses.
   */
  models: SessionModels | ((persona: Persona) => SessionModels);
  /** Without a room the session runs in text mode (tests, the bench). */
  room?: Room;
}

export interface SessionModels {
  llm: llm.LLM;
  stt?: stt.STT;
  tts?: tts.TTS;
  vad?: VAD;
  names: MeteredModels;
}

export type VoiceSessionResult =
  | { ok: true; session: voice.AgentSession; agent: voice.Agent; persona: Persona }
  | { ok: false; reason: string };

/**
 * Each caller and agent line as the session adds it to the conversation: the same lines the
 * room's transcription shows (an interrupted reply as far as it was spoken).
 */
function recordTranscript(session: voice.AgentSession, recorder: SessionRecorder): void {
  session.on(voice.AgentSessionEventTypes.ConversationItemAdded, ({ item }) => {
    if (item.type !== 'message' || (item.role !== 'user' && item.role !== 'assistant')) {
      return;
    }
    const text = item.textContent;
    if (text) {
      recorder.recordTurn({
        speaker: item.role === 'user' ? 'caller' : 'agent',
        text,
        spokenAt: new Date(item.createdAt),
      });
    }
  });
}

/**
 * A started conversation: the persona's agent in a session metered into the recorder. In a
 * room, transcripts of both sides are published to it as text streams and the agent's state
 * as its participant attribute lk.agent.state (both by the framework's room IO).
 */
export async function startVoiceSession(options: VoiceSessionOptions): Promise<VoiceSessionResult> {
  const { recorder } = options;
  const created = await createPersona(options.metadata, {
    ...options.deps,
    sessionId: recorder.sessionId,
    onToolCall: (call) =>
      recorder.record({
        actionType: 'tool_call',
        isSuccess: call.isSuccess,
        responseTimeMs: call.durationMs,
        tokensUsed: null,
        costUsd: null,
        details: { tool: call.name, args: call.args as Record<string, unknown> },
        errorMessage: call.errorMessage,
      }),
  });
  if (!created.ok) {
    return created;
  }
  const agent = createAgent(created.persona);
  const models =
    typeof options.models === 'function' ? options.models(created.persona) : options.models;
  const session = new voice.AgentSession({
    llm: models.llm,
    ...(models.stt ? { stt: models.stt } : {}),
    ...(models.tts ? { tts: models.tts } : {}),
    ...(models.vad ? { vad: models.vad } : {}),
  });
  meterSession(session, recorder, options.prices, models.names);
  recordTranscript(session, recorder);
  await session.start({
    agent,
    ...(options.room
      ? {
          room: options.room,
          outputOptions: { transcriptionEnabled: true, syncTranscription: true },
        }
      : {}),
  });
  return { ok: true, session, agent, persona: created.persona };
}
