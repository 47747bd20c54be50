import type { llm as llmTypes, stt as sttTypes, tts as ttsTypes } from '@livekit/agents';
import * as openai from '@livekit/agents-plugin-openai';
import type { VoiceId } from '@phi/contracts/public';
import type { ModelProviderEnv } from '@phi/model-provider';
import { providerVoices } from './provider-voices.ts';

export interface SpeechEnv extends ModelProviderEnv {
  OPENAI_STT_MODEL: string;
  OPENAI_TTS_MODEL: string;
}

export interface SpeechModels {
  stt: sttTypes.STT;
  llm: llmTypes.LLM;
  tts: ttsTypes.TTS;
  names: { llm: string; stt: string; tts: string };
}

/**
 * Listening, thinking and speaking from one OpenAI-compatible provider (OPENAI_BASE_URL and
 * OPENAI_API_KEY, as the chat uses). Speech to text runs on whole utterances cut by the VAD
 * (useRealtime false): every OpenAI-compatible server has /audio/transcriptions, few have the
 * realtime socket.
 */
export function createSpeechModels(env: SpeechEnv, voice: VoiceId): SpeechModels {
  const connection = {
    apiKey: env.OPENAI_API_KEY,
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
  };
  return {
    stt: new openai.STT({ ...connection, model: env.OPENAI_STT_MODEL, useRealtime: false }),
    llm: new openai.LLM({ ...connection, model: env.OPENAI_CHAT_MODEL }),
    tts: new openai.TTS({
      ...connection,
      model: env.OPENAI_TTS_MODEL,
      voice: providerVoices[voice],
    }),
    names: { llm: env.OPENAI_CHAT_MODEL, stt: env.OPENAI_STT_MODEL, tts: env.OPENAI_TTS_MODEL },
  };
}
