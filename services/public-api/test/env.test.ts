import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listEnvProblems, parseEnv, resolveLivekitSettings } from '@phi/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env.ts';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
const validUrl = 'postgres://phi:phi@localhost:5432/phi';

describe('public-api env', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv(envSchema, { DATABASE_URL: validUrl })).toEqual({
      PORT: 3001,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      RATE_LIMIT_MAX: 300,
      DATABASE_URL: validUrl,
      FILES_DIR: './.data/files',
      CONTACT_LIMIT_PER_IP_PER_HOUR: 10,
      CONTACT_LIMIT_PER_EMAIL_PER_HOUR: 5,
      RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: 20,
      APPLICATION_LIMIT_PER_IP_PER_HOUR: 10,
      CONTACT_MIN_FILL_MS: 3000,
      JOBS_LIST_CACHE_MS: 5000,
      NEWS_LIST_CACHE_MS: 5000,
      NEWS_REFRESH_LIMIT_PER_IP_PER_HOUR: 10,
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 30000,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10000,
      CHAT_LIMIT_PER_IP_PER_MINUTE: 20,
      CHAT_OFFLINE_WORD_DELAY_MS: 25,
      VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: 10,
    });
  });

  it('runs without voice when LIVEKIT_URL is unset or empty, and wants its key pair when set', () => {
    expect(resolveLivekitSettings(parseEnv(envSchema, { DATABASE_URL: validUrl }))).toBeNull();
    expect(
      resolveLivekitSettings(
        parseEnv(envSchema, {
          DATABASE_URL: validUrl,
          LIVEKIT_URL: '',
          LIVEKIT_API_KEY: 'devkey',
          LIVEKIT_API_SECRET: 'secret',
        }),
      ),
    ).toBeNull();
    expect(
      listEnvProblems(envSchema, { DATABASE_URL: validUrl, LIVEKIT_URL: 'ws://livekit:7880' }),
    ).toEqual([
      'LIVEKIT_API_KEY: is required when LIVEKIT_URL is set',
      'LIVEKIT_API_SECRET: is required when LIVEKIT_URL is set',
    ]);
    expect(
      listEnvProblems(envSchema, {
        DATABASE_URL: validUrl,
        LIVEKIT_URL: 'ftp://livekit:7880',
        LIVEKIT_API_KEY: 'devkey',
        LIVEKIT_API_SECRET: 'secret',
      }),
    ).toEqual([
      'LIVEKIT_URL: must be a ws://, wss://, http:// or https:// URL (got "ftp://livekit:7880")',
    ]);
  });

  it('answers the browser a websocket address: LIVEKIT_PUBLIC_URL, else LIVEKIT_URL', () => {
    const settings = (extra: Record<string, string>) =>
      resolveLivekitSettings(
        parseEnv(envSchema, {
          DATABASE_URL: validUrl,
          LIVEKIT_URL: 'http://livekit:7880',
          LIVEKIT_API_KEY: 'devkey',
          LIVEKIT_API_SECRET: 'secret',
          ...extra,
        }),
      );
    expect(settings({})).toEqual({
      url: 'http://livekit:7880',
      publicUrl: 'ws://livekit:7880',
      apiKey: 'devkey',
      apiSecret: 'secret',
    });
    expect(settings({ LIVEKIT_PUBLIC_URL: 'https://voice.example.com' })?.publicUrl).toBe(
      'wss://voice.example.com',
    );
  });

  it('parses TRUST_PROXY as a flag, a hop count or addresses', () => {
    const parse = (value: string) =>
      parseEnv(envSchema, { DATABASE_URL: validUrl, TRUST_PROXY: value }).TRUST_PROXY;
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('lists every bad variable at once', () => {
    const found = listEnvProblems(envSchema, {
      DATABASE_URL: 'nope',
      PORT: '99999',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'http://cache',
      TRUST_PROXY: 'sometimes',
    });
    expect(found.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'REDIS_URL',
      'TRUST_PROXY',
    ]);
    expect(found.find((problem) => problem.startsWith('DATABASE_URL'))).toContain('(got "nope")');
  });

  it('requires DATABASE_URL', () => {
    expect(listEnvProblems(envSchema, {})).toEqual(['DATABASE_URL: is required']);
  });

  it('makes the server print one clear message and exit non-zero on a malformed DATABASE_URL', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceDir,
      env: { PATH: process.env.PATH, DATABASE_URL: 'nope', PORT: 'abc' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('Invalid environment for public-api:');
    expect(lines.some((line) => /^ {2}DATABASE_URL: .*\(got "nope"\)$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('  PORT: '))).toBe(true);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });
});
