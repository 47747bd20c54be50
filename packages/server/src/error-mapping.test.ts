import { AppError, EditConflictError, errorBodySchema, errorCatalog } from '@phi/contracts/errors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapError } from './error-mapping.ts';
import { readPostgresError } from './postgres-errors.ts';

function zodValidationError(schema: z.ZodType, data: unknown): Error {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
  const result = validate(data) as { error?: unknown };
  const error = Object.assign(new Error('validation'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
  return error;
}

describe('mapError', () => {
  it('keeps an AppError code, status, message and fields', () => {
    const fields = [{ path: 'email', message: 'taken' }];
    const mapped = mapError(new AppError('CONFLICT', 'E-mail already used', fields), 'req-1');
    expect(mapped).toEqual({
      status: 409,
      body: { error: 'E-mail already used', code: 'CONFLICT', fields, requestId: 'req-1' },
    });
  });

  it('sends the record as it stands with an edit conflict', () => {
    const current = { id: 'c1', notes: 'newer', version: 3 };
    expect(mapError(new EditConflictError(current), 'req-2')).toEqual({
      status: 409,
      body: {
        error: errorCatalog.EDIT_CONFLICT.message,
        code: 'EDIT_CONFLICT',
        requestId: 'req-2',
        current,
      },
    });
  });

  it('names each invalid field of a zod request validation', () => {
    const schema = z.object({ name: z.string(), contact: z.object({ email: z.email() }) });
    const mapped = mapError(zodValidationError(schema, { contact: { email: 'x' } }), 'r');
    expect(mapped.status).toBe(400);
    expect(mapped.body.code).toBe('VALIDATION_FAILED');
    expect(mapped.body.fields?.map((f) => f.path)).toEqual(['name', 'contact.email']);
  });

  it('names the whole part when the body itself is missing', () => {
    const mapped = mapError(zodValidationError(z.object({ a: z.string() }), undefined), 'r');
    expect(mapped.body.fields?.[0]?.path).toBe('body');
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [400, 'BAD_REQUEST'],
    [418, 'BAD_REQUEST'],
  ])('maps a framework error with status %i to %s', (status, code) => {
    const error = Object.assign(new Error('framework detail'), { statusCode: status });
    const mapped = mapError(error, 'r');
    expect(mapped.status).toBe(status);
    expect(mapped.body.code).toBe(code);
    expect(mapped.body.error).not.toContain('framework detail');
  });

  it('hides the message of anything else behind INTERNAL', () => {
    const error = new Error('relation "admin_users" does not exist at SELECT * FROM');
    const mapped = mapError(error, 'req-9');
    expect(mapped.status).toBe(500);
    expect(mapped.body.code).toBe('INTERNAL');
    expect(JSON.stringify(mapped.body)).not.toMatch(/admin_users|SELECT|at /);
    expect(errorBodySchema.parse(mapped.body)).toEqual(mapped.body);
  });

  it('treats a framework 5xx as INTERNAL too', () => {
    const error = Object.assign(new Error('Response does not match'), { statusCode: 503 });
    expect(mapMessage(error)).toBe('INTERNAL');
  });
});

// Shaped like pg's DatabaseError: what Kysely rethrows when Postgres refuses a statement.
function postgresError(code: string, fields: Record<string, string> = {}): Error {
  return Object.assign(
    new Error(
      'duplicate key value violates unique constraint "admin_users_email_key" in INSERT INTO admin_users',
    ),
    {
      name: 'error',
      severity: 'ERROR',
      code,
      schema: 'public',
      table: 'admin_users',
      constraint: 'admin_users_email_key',
      detail: 'Key (email)=(ada@example.com) already exists.',
      routine: '_bt_check_unique',
      ...fields,
    },
  );
}

describe('mapError with Postgres errors', () => {
  it.each([
    ['23505', 'unique violation'],
    ['23503', 'foreign key violation'],
    ['23001', 'restrict violation'],
  ])('answers %s (%s) with 409 CONFLICT and the contract message', (code) => {
    const mapped = mapError(postgresError(code), 'req-pg');
    expect(mapped).toEqual({
      status: 409,
      body: { error: errorCatalog.CONFLICT.message, code: 'CONFLICT', requestId: 'req-pg' },
    });
  });

  it.each([
    ['23514', 'check violation'],
    ['22P02', 'invalid text representation'],
  ])('answers %s (%s) with 400 BAD_REQUEST and the contract message', (code) => {
    const mapped = mapError(postgresError(code), 'req-pg');
    expect(mapped).toEqual({
      status: 400,
      body: { error: errorCatalog.BAD_REQUEST.message, code: 'BAD_REQUEST', requestId: 'req-pg' },
    });
  });

  it('never puts the SQL, constraint, table or values in the body', () => {
    for (const code of ['23505', '23503', '23001', '23514', '22P02', '42P01']) {
      const text = JSON.stringify(mapError(postgresError(code), 'r').body);
      expect(text).not.toMatch(/admin_users|INSERT|constraint|ada@example\.com|Key \(/);
    }
  });

  it('treats any other database error as a server fault', () => {
    expect(mapMessage(postgresError('42P01'))).toBe('INTERNAL');
    expect(mapMessage(postgresError('57P01'))).toBe('INTERNAL');
  });

  it('does not mistake a system error with a five-letter code for a Postgres one', () => {
    const broken = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });
    expect(mapMessage(broken)).toBe('INTERNAL');
  });
});

describe('readPostgresError', () => {
  it('keeps the fields worth logging', () => {
    expect(readPostgresError(postgresError('23505'))).toEqual({
      sqlState: '23505',
      constraint: 'admin_users_email_key',
      table: 'admin_users',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    expect(readPostgresError(new Error('plain'))).toBeUndefined();
    expect(readPostgresError('23505')).toBeUndefined();
  });
});

function mapMessage(error: unknown): string {
  return mapError(error, 'r').body.code;
}
