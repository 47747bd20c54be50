import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, listEnvProblems, parseEnv } from './parse-env.ts';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATABASE_URL: z.string().startsWith('postgres://', 'must be a postgres:// URL'),
  API_SECRET: z.string().min(32, 'must be at least 32 characters'),
  REDIS_URL: z.string().startsWith('redis://', 'must be a redis:// URL').optional(),
});

function problemsOf(source: Record<string, string | undefined>): string[] {
  const problems = listEnvProblems(schema, source);
  // The same lines parseEnv throws.
  expect(() => parseEnv(schema, source)).toThrow(new EnvError(problems));
  return problems;
}

describe('parseEnv', () => {
  it('returns typed values with defaults applied', () => {
    const env = parseEnv(schema, {
      DATABASE_URL: 'postgres://localhost/app',
      API_SECRET: 'x'.repeat(32),
    });
    expect(env).toEqual({
      PORT: 3000,
      DATABASE_URL: 'postgres://localhost/app',
      API_SECRET: 'x'.repeat(32),
    });
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'nope', REDIS_URL: 'http://x' });
    expect(problems).toHaveLength(4);
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL (got "nope")');
    expect(problems).toContain('API_SECRET: is required');
    expect(problems.some((p) => p.startsWith('PORT: '))).toBe(true);
    expect(problems).toContain('REDIS_URL: must be a redis:// URL (got "http://x")');
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv(schema, {
      DATABASE_URL: 'postgres://localhost/app',
      API_SECRET: 'x'.repeat(32),
      REDIS_URL: '',
      PORT: '',
    });
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('never echoes secrets or URL passwords', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://me:hunter2@db/app', API_SECRET: 'short' });
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).not.toContain('short');
    expect(problems).toContain('API_SECRET: must be at least 32 characters (value hidden)');
  });
});
