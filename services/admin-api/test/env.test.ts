import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv, listEnvProblems as problems } from '@phi/runtime';
import { adminPasswordMinLength } from '@phi/security';
import { describe, expect, it } from 'vitest';
import { envSchema, migrateEnvSchema } from '../src/env.ts';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
const validUrl = 'postgres://phi:phi@localhost:5432/phi';
const secret = 'a-jwt-secret-of-at-least-32-characters';

describe('admin-api env', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv(envSchema, { DATABASE_URL: validUrl, JWT_SECRET: secret })).toEqual({
      PORT: 3002,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      RATE_LIMIT_MAX: 300,
      DATABASE_URL: validUrl,
      JWT_SECRET: secret,
      FILES_DIR: './.data/files',
      COOKIE_SECURE: true,
      LOGIN_LIMIT_PER_IP_PER_MINUTE: 10,
      ADMIN_SESSION_IDLE_MINUTES: 60,
      ADMIN_SESSION_MAX_HOURS: 12,
      ADMIN_REQUIRE_TOTP: false,
    });
  });

  it('reads ADMIN_REQUIRE_TOTP as true or false and refuses anything else', () => {
    const base = { DATABASE_URL: validUrl, JWT_SECRET: secret };
    expect(parseEnv(envSchema, { ...base, ADMIN_REQUIRE_TOTP: 'true' }).ADMIN_REQUIRE_TOTP).toBe(
      true,
    );
    expect(problems(envSchema, { ...base, ADMIN_REQUIRE_TOTP: 'yes please' })).toEqual([
      'ADMIN_REQUIRE_TOTP: must be true or false (got "yes please")',
    ]);
  });

  it('refuses a common bootstrap ADMIN_PASSWORD, whatever its case', () => {
    expect(
      problems(migrateEnvSchema, { DATABASE_URL: validUrl, ADMIN_PASSWORD: 'QWERTYQWERTY' }),
    ).toEqual(['ADMIN_PASSWORD: is on the list of common passwords (value hidden)']);
  });

  it('reads COOKIE_SECURE as true or false and refuses anything else', () => {
    const base = { DATABASE_URL: validUrl, JWT_SECRET: secret };
    expect(parseEnv(envSchema, { ...base, COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(parseEnv(envSchema, { ...base, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(problems(envSchema, { ...base, COOKIE_SECURE: 'maybe' })).toEqual([
      'COOKIE_SECURE: must be true or false (got "maybe")',
    ]);
  });

  it('reads where the news jobs are queued, and needs REDIS_URL for a Redis queue', () => {
    const base = { DATABASE_URL: validUrl, JWT_SECRET: secret };
    expect(
      parseEnv(envSchema, {
        ...base,
        QUEUE_BACKEND: 'redis',
        REDIS_URL: 'redis://redis:6379',
        QUEUE_PREFIX: 'phi-staging',
      }),
    ).toMatchObject({ QUEUE_BACKEND: 'redis', QUEUE_PREFIX: 'phi-staging' });
    expect(problems(envSchema, { ...base, QUEUE_BACKEND: 'redis' })).toEqual([
      'REDIS_URL: is required when QUEUE_BACKEND is redis',
    ]);
    expect(problems(envSchema, { ...base, QUEUE_BACKEND: 'kafka' })).toEqual([
      'QUEUE_BACKEND: must be one of redis, postgres (got "kafka")',
    ]);
  });

  it('lists every bad variable at once and never echoes the secret', () => {
    const found = problems(envSchema, {
      DATABASE_URL: 'mysql://db/app',
      JWT_SECRET: 'short-secret',
    });
    expect(found).toHaveLength(2);
    expect(found).toContain('JWT_SECRET: must be at least 32 characters (value hidden)');
    expect(found.join('\n')).not.toContain('short-secret');
    expect(found.some((problem) => problem.startsWith('DATABASE_URL: '))).toBe(true);
  });

  it('requires DATABASE_URL and JWT_SECRET', () => {
    expect(problems(envSchema, {}).sort()).toEqual([
      'DATABASE_URL: is required',
      'JWT_SECRET: is required',
    ]);
  });

  it('checks the bootstrap admin variables of the migrate entry', () => {
    const found = problems(migrateEnvSchema, {
      DATABASE_URL: validUrl,
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
    });
    expect(found.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
    expect(found.join('\n')).not.toContain('short"');
  });

  it('has the migrate entry insert sample data only when SEED_SAMPLE_DATA is true', () => {
    expect(migrateEnvSchema.parse({ DATABASE_URL: validUrl }).SEED_SAMPLE_DATA).toBe(false);
    expect(
      migrateEnvSchema.parse({ DATABASE_URL: validUrl, SEED_SAMPLE_DATA: 'true' }).SEED_SAMPLE_DATA,
    ).toBe(true);
    expect(
      problems(migrateEnvSchema, { DATABASE_URL: validUrl, SEED_SAMPLE_DATA: 'maybe' }),
    ).toEqual(['SEED_SAMPLE_DATA: must be true or false (got "maybe")']);
  });

  it('asks the migrate entry for the same password length as the seed', () => {
    const password = (length: number) =>
      problems(migrateEnvSchema, { DATABASE_URL: validUrl, ADMIN_PASSWORD: 'p'.repeat(length) });
    expect(password(adminPasswordMinLength - 1)).toEqual([
      `ADMIN_PASSWORD: must be at least ${adminPasswordMinLength} characters (value hidden)`,
    ]);
    expect(password(adminPasswordMinLength)).toEqual([]);
    expect(adminPasswordMinLength).toBe(12);
  });

  it('makes the server print one clear message and exit non-zero', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceDir,
      env: { PATH: process.env.PATH, DATABASE_URL: 'nope' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment for admin-api:',
      expect.stringMatching(/^ {2}DATABASE_URL: .*\(got "nope"\)$/),
      '  JWT_SECRET: is required',
    ]);
  });
});
