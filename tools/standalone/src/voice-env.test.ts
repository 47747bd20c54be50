import { parseEnv } from '@phi/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema, voiceEnv } from './env.ts';

// docs/architecture.md#voice: the standalone run has voice only when LiveKit is named.
describe('voice settings of the standalone run', () => {
  it('passes the LiveKit settings on to public-api when they are set', () => {
    const env = parseEnv(envSchema, {
      LIVEKIT_URL: 'wss://voice.example.com',
      LIVEKIT_API_KEY: 'key',
      LIVEKIT_API_SECRET: 'secret',
      VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: '4',
    });
    expect(voiceEnv(env)).toEqual({
      LIVEKIT_URL: 'wss://voice.example.com',
      LIVEKIT_API_KEY: 'key',
      LIVEKIT_API_SECRET: 'secret',
      LIVEKIT_PUBLIC_URL: undefined,
      VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: '4',
    });
  });

  it('passes nothing without them, or with empty values, so public-api runs without voice', () => {
    for (const source of [{}, { LIVEKIT_URL: '', LIVEKIT_API_KEY: '', LIVEKIT_API_SECRET: '' }]) {
      const passed = voiceEnv(parseEnv(envSchema, source));
      expect(Object.values(passed).every((value) => value === undefined)).toBe(true);
    }
  });
});
