import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapError } from './error-mapping.ts';

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

function mapMessage(error: unknown): string {
  return mapError(error, 'r').body.code;
}
