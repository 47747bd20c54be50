import { z } from 'zod';

const example = 'postgres://user:password@host:5432/database';

/** The problem with a DATABASE_URL value, or undefined when it is usable. Never echoes it. */
export function describeDatabaseUrlProblem(value: string): string | undefined {
  if (value.trim() === '') {
    return `DATABASE_URL is empty; expected ${example}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `DATABASE_URL is not a URL; expected ${example}`;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return `DATABASE_URL must start with postgres:// or postgresql:// (it starts with ${url.protocol}//)`;
  }
  if (url.hostname === '') {
    return `DATABASE_URL has no host; expected ${example}`;
  }
  if (url.pathname.replace(/^\//, '') === '') {
    return `DATABASE_URL has no database name; add /<database> after the host, as in ${example}`;
  }
  return undefined;
}

/** A postgres:// or postgresql:// URL with a host and a database name. */
export const databaseUrlSchema = z
  .string({ error: `DATABASE_URL is required; expected ${example}` })
  .superRefine((value, ctx) => {
    const problem = describeDatabaseUrlProblem(value);
    if (problem !== undefined) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });
