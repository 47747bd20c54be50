import { parseEnv } from '@phi/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.ts';
import { planVoiceAgent } from './voice-agent.ts';

// docs/architecture.md#run-modes: the standalone run starts the voice agent only with a LiveKit
// server and a model provider, and says in one line why it did not otherwise.
const livekit = {
  LIVEKIT_URL: 'wss://voice.example.com',
  LIVEKIT_API_KEY: 'key',
  LIVEKIT_API_SECRET: 'secret',
};
const plan = (source: Record<string, string | undefined>) =>
  planVoiceAgent(parseEnv(envSchema, source));

describe('planVoiceAgent', () => {
  it('starts the agent with LiveKit, its key pair and an OpenAI key, passing them on', () => {
    const result = plan({
      ...livekit,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_TTS_MODEL: 'tts-1',
    });
    expect(result.start).toBe(true);
    expect(result.start && result.env).toMatchObject({
      ...livekit,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_TTS_MODEL: 'tts-1',
      OPENAI_STT_MODEL: undefined,
      // Shorter than the 10 s the launcher waits for a child before SIGKILL.
      AGENT_DRAIN_TIMEOUT_MS: '5000',
    });
  });

  it('says there is no LiveKit server when none is named, even with an OpenAI key', () => {
    for (const source of [{}, { OPENAI_API_KEY: 'sk-test', LIVEKIT_URL: '' }]) {
      expect(plan(source)).toEqual({
        start: false,
        reason:
          'Voice agent not started: no LiveKit server (set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET to add voice).',
      });
    }
  });

  it('names the LiveKit settings that are missing', () => {
    expect(plan({ LIVEKIT_URL: livekit.LIVEKIT_URL, OPENAI_API_KEY: 'sk-test' })).toEqual({
      start: false,
      reason:
        'Voice agent not started: LIVEKIT_API_KEY and LIVEKIT_API_SECRET are unset (LiveKit needs its URL and key pair).',
    });
    const { LIVEKIT_API_SECRET: _secret, ...withoutSecret } = livekit;
    expect(plan({ ...withoutSecret, OPENAI_API_KEY: 'sk-test' })).toEqual({
      start: false,
      reason:
        'Voice agent not started: LIVEKIT_API_SECRET is unset (LiveKit needs its URL and key pair).',
    });
  });

  it('names OPENAI_API_KEY when LiveKit is set but the model provider is not', () => {
    for (const source of [livekit, { ...livekit, OPENAI_API_KEY: '' }]) {
      expect(plan(source)).toEqual({
        start: false,
        reason:
          'Voice agent not started: OPENAI_API_KEY is unset (the agent cannot listen or speak without a model provider).',
      });
    }
  });
});
