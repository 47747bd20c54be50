import { nulCharacterMessage } from '@phi/contracts';
import { AppError, type FieldError } from '@phi/contracts/errors';
import type { FastifyRequest } from 'fastify';

/** Dotted paths of the strings holding a NUL character, in plain objects and arrays only. */
function nulPaths(
  value: unknown,
  path: string,
  found: string[],
  seen = new WeakSet<object>(),
  depth = 0,
): void {
  if (found.length >= 20 || depth > 64) {
    return;
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      found.push(path);
    }
    return;
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) {
      return;
    }
    seen.add(value);
    value.forEach((item, index) => {
      nulPaths(item, path === '' ? String(index) : `${path}.${index}`, found, seen, depth + 1);
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    // Parsed JSON and query objects (the query parser's have a prototype of their own), each
    // once; a buffer or a stream (a multipart file) is not walked.
    const isStream = typeof (value as { pipe?: unknown }).pipe === 'function';
    if (isStream || ArrayBuffer.isView(value) || seen.has(value)) {
      return;
    }
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      nulPaths(key, path, found, seen, depth + 1);
      nulPaths(item, path === '' ? key : `${path}.${key}`, found, seen, depth + 1);
    }
  }
}

/**
 * preValidation hook of every service: PostgreSQL text cannot hold a NUL character, so one
 * anywhere in the body, the query or the path parameters is refused as invalid input (400)
 * before a schema or a handler sees it, whichever field it is in, instead of failing at the
 * database with a server error.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const fields: FieldError[] = [];
  for (const [part, value] of [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const) {
    const found: string[] = [];
    nulPaths(value, '', found);
    for (const path of found) {
      fields.push({ path: path === '' ? part : path, message: nulCharacterMessage });
    }
  }
  if (fields.length > 0) {
    throw new AppError('VALIDATION_FAILED', undefined, fields);
  }
}
