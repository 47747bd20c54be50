import type { StandaloneEnv } from './env.ts';

// The LiveKit agent worker (docs/architecture.md#voice-agent) is one more child of the
// standalone run, started only when it has a LiveKit server to register with and a model
// provider to listen and speak with; otherwise the run says why in one line and goes on without.

export type VoiceAgentPlan =
  | { start: true; env: Record<string, string | undefined> }
  | { start: false; reason: string };

const livekitSettings = ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const;

export function planVoiceAgent(env: StandaloneEnv): VoiceAgentPlan {
  const missingLivekit = livekitSettings.filter((name) => env[name] === undefined);
  if (missingLivekit.length === livekitSettings.length) {
    return {
      start: false,
      reason:
        'Voice agent not started: no LiveKit server (set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET to add voice).',
    };
  }
  if (missingLivekit.length > 0) {
    return {
      start: false,
      reason: `Voice agent not started: ${missingLivekit.join(' and ')} ${missingLivekit.length === 1 ? 'is' : 'are'} unset (LiveKit needs its URL and key pair).`,
    };
  }
  if (env.OPENAI_API_KEY === undefined) {
    return {
      start: false,
      reason:
        'Voice agent not started: OPENAI_API_KEY is unset (the agent cannot listen or speak without a model provider).',
    };
  }
  return {
    start: true,
    env: {
      LIVEKIT_URL: env.LIVEKIT_URL,
      LIVEKIT_API_KEY: env.LIVEKIT_API_KEY,
      LIVEKIT_API_SECRET: env.LIVEKIT_API_SECRET,
      OPENAI_API_KEY: env.OPENAI_API_KEY,
      OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      OPENAI_CHAT_MODEL: env.OPENAI_CHAT_MODEL,
      OPENAI_EMBEDDING_MODEL: env.OPENAI_EMBEDDING_MODEL,
      OPENAI_TIMEOUT_MS: env.OPENAI_TIMEOUT_MS,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: env.OPENAI_FIRST_TOKEN_TIMEOUT_MS,
      OPENAI_STT_MODEL: env.OPENAI_STT_MODEL,
      OPENAI_TTS_MODEL: env.OPENAI_TTS_MODEL,
      VOICE_PRICE_TABLE: env.VOICE_PRICE_TABLE,
      // Within the 10 s the launcher gives each child to stop (child-service.ts).
      AGENT_DRAIN_TIMEOUT_MS: '5000',
    },
  };
}
