import { adminPasswordMinLength } from '@phi/security';
import { describe, expect, it } from 'vitest';
import { readBootstrapAdminOptions } from '../seed/admin.seed.ts';
import { migrateCliEnvSchema, parseCliEnv, seedCliEnvSchema } from './env.ts';

const url = 'postgres://phi:secret-db-password@localhost:5432/phi';

describe('db CLI env', () => {
  it('reads DATABASE_URL and the optional bootstrap admin, empty meaning unset', () => {
    expect(
      parseCliEnv(seedCliEnvSchema, {
        DATABASE_URL: url,
        ADMIN_USERNAME: '  owner ',
        ADMIN_PASSWORD: '',
        ADMIN_EMAIL: 'owner@example.com',
        UNRELATED: 'x',
      }),
    ).toEqual({
      ok: true,
      env: {
        DATABASE_URL: url,
        ADMIN_USERNAME: 'owner',
        ADMIN_EMAIL: 'owner@example.com',
        SEED_SAMPLE_DATA: false,
      },
    });
    expect(
      parseCliEnv(seedCliEnvSchema, { DATABASE_URL: url, SEED_SAMPLE_DATA: 'true' }),
    ).toMatchObject({ ok: true, env: { SEED_SAMPLE_DATA: true } });
    expect(parseCliEnv(migrateCliEnvSchema, { DATABASE_URL: url })).toEqual({
      ok: true,
      env: { DATABASE_URL: url },
    });
  });

  it('lists every problem at once, naming variables but never their values', () => {
    const result = parseCliEnv(seedCliEnvSchema, {
      DATABASE_URL: 'mysql://me:hunter2@db/app',
      ADMIN_USERNAME: '   ',
      ADMIN_PASSWORD: 'hunter3',
      ADMIN_EMAIL: 'not-an-email',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'ADMIN_USERNAME',
      'DATABASE_URL',
    ]);
    expect(problems).toContain(
      `ADMIN_PASSWORD must be at least ${adminPasswordMinLength} characters`,
    );
    expect(problems.join('\n')).not.toMatch(/hunter|not-an-email/);
  });

  it('requires DATABASE_URL', () => {
    const result = parseCliEnv(migrateCliEnvSchema, { DATABASE_URL: '' });
    expect(result).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^DATABASE_URL is required/)],
    });
  });
});

describe('the bootstrap admin password rule', () => {
  it('is the same length in the env check and in the seed guard', () => {
    expect(adminPasswordMinLength).toBe(12);
    const shortest = 'p'.repeat(adminPasswordMinLength);
    const tooShort = shortest.slice(1);
    const env = (password: string) =>
      parseCliEnv(seedCliEnvSchema, { DATABASE_URL: url, ADMIN_PASSWORD: password }).ok;
    expect(env(shortest)).toBe(true);
    expect(env(tooShort)).toBe(false);
    expect(readBootstrapAdminOptions({ adminPassword: shortest }).password).toBe(shortest);
    expect(() => readBootstrapAdminOptions({ adminPassword: tooShort })).toThrow(
      `at least ${adminPasswordMinLength} characters`,
    );
  });
});
