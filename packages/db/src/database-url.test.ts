import { describe, expect, it } from 'vitest';
import { databaseUrlSchema } from './database-url.ts';

function messageFor(value: unknown): string | undefined {
  const result = databaseUrlSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('databaseUrlSchema', () => {
  it('accepts postgres:// and postgresql:// URLs with a host and a database', () => {
    expect(messageFor('postgres://root@127.0.0.1:5432/postgres')).toBeUndefined();
    expect(messageFor('postgresql://user:secret@db.internal/phi?sslmode=require')).toBeUndefined();
  });

  it('names each problem with DATABASE_URL', () => {
    expect(messageFor(undefined)).toMatch(/^DATABASE_URL is required/);
    expect(messageFor('')).toMatch(/^DATABASE_URL is empty/);
    expect(messageFor('localhost:5432/phi')).toMatch(/must start with postgres:\/\//);
    expect(messageFor('not a url')).toMatch(/^DATABASE_URL is not a URL/);
    expect(messageFor('mysql://root@localhost/phi')).toMatch(
      /must start with postgres:\/\/ or postgresql:\/\/ \(it starts with mysql:\/\/\)/,
    );
    expect(messageFor('postgres:///phi')).toMatch(/^DATABASE_URL has no host/);
    expect(messageFor('postgres://root@localhost:5432')).toMatch(/^DATABASE_URL has no database/);
    expect(messageFor('postgres://root@localhost:5432/')).toMatch(/^DATABASE_URL has no database/);
  });

  it('never repeats the password in a message', () => {
    expect(messageFor('mysql://user:hunter2-secret@localhost/phi')).not.toContain('hunter2');
  });
});
