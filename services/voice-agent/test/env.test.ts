import { listEnvProblems, parseEnv } from '@phi/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env.ts';

const required = {
  DATABASE_URL: 'postgres://phi@db:5432/phi',
  LIVEKIT_URL: 'ws://livekit:7880',
  LIVEKIT_API_KEY: 'devkey',
  LIVEKIT_API_SECRET: 'secret',
  OPENAI_API_KEY: 'sk-test',
};

describe('voice-agent env', () => {
  it('needs the database, LiveKit and a model key; the rest has defaults', () => {
    expect(parseEnv(envSchema, required)).toEqual({
      ...required,
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_STT_MODEL: 'gpt-4o-mini-transcribe',
      OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
      OPENAI_TIMEOUT_MS: 30_000,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
      VOICE_PRICE_TABLE: {},
      LOG_LEVEL: 'info',
      AGENT_HTTP_PORT: 8081,
      AGENT_IDLE_PROCESSES: 1,
      AGENT_DRAIN_TIMEOUT_MS: 60_000,
      VOICE_SESSION_STALE_MS: 900_000,
    });
  });

  it('names every missing or bad variable at once', () => {
    const problems = listEnvProblems(envSchema, {
      LIVEKIT_URL: 'livekit:7880',
      VOICE_PRICE_TABLE: '{"gpt-4o-mini":{"perToken":1}}',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL: is required',
        expect.stringMatching(
          /^LIVEKIT_URL: must be a ws:\/\/, wss:\/\/, http:\/\/ or https:\/\/ URL/,
        ),
        'LIVEKIT_API_KEY: is required',
        'LIVEKIT_API_SECRET: is required',
        expect.stringMatching(/^VOICE_PRICE_TABLE: .*perToken/s),
      ]),
    );
  });

  it('refuses to start without a model key: the agent cannot listen or speak without one', () => {
    const { OPENAI_API_KEY: _key, ...withoutKey } = required;
    expect(listEnvProblems(envSchema, withoutKey)).toEqual([
      'OPENAI_API_KEY: is required: the voice agent cannot listen or speak without a model provider',
    ]);
  });

  it('reads a price table', () => {
    const env = parseEnv(envSchema, {
      ...required,
      VOICE_PRICE_TABLE: '{"local-llm":{"inputPerMillionTokens":0,"outputPerMillionTokens":0}}',
    });
    expect(env.VOICE_PRICE_TABLE).toEqual({
      'local-llm': { inputPerMillionTokens: 0, outputPerMillionTokens: 0 },
    });
  });
});
