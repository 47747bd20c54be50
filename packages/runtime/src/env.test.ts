import { bootstrapAdminEnv } from '@phi/db/seed';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, parseEnv } from './parse-env.ts';

// The first admin's password rule (@phi/security's adminPasswordMinLength).
const adminPasswordMinLength = 12;

describe('bootstrapAdminEnv', () => {
  const schema = z.object(bootstrapAdminEnv);

  it('takes a trimmed username, a long enough password and an e-mail, all optional', () => {
    expect(parseEnv(schema, {})).toEqual({});
    expect(
      parseEnv(schema, {
        ADMIN_USERNAME: ' owner ',
        ADMIN_PASSWORD: 'p'.repeat(adminPasswordMinLength),
        ADMIN_EMAIL: 'owner@example.com',
      }),
    ).toEqual({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'p'.repeat(adminPasswordMinLength),
      ADMIN_EMAIL: 'owner@example.com',
    });
  });

  it('refuses a short password, a blank or overlong username and a bad e-mail', () => {
    let problems: string[] = [];
    try {
      parseEnv(schema, {
        ADMIN_USERNAME: 'u'.repeat(101),
        ADMIN_PASSWORD: 'p'.repeat(adminPasswordMinLength - 1),
        ADMIN_EMAIL: 'nope',
      });
    } catch (error) {
      problems = error instanceof EnvError ? error.problems : [];
    }
    expect(problems).toEqual([
      'ADMIN_USERNAME: must be at most 100 characters (got "uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu...")',
      `ADMIN_PASSWORD: must be at least ${adminPasswordMinLength} characters (value hidden)`,
      'ADMIN_EMAIL: must be an e-mail address (got "nope")',
    ]);
    expect(() => parseEnv(schema, { ADMIN_USERNAME: '   ' })).toThrow(/must not be blank/);
  });
});
