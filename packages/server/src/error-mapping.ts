import {
  AppError,
  EditConflictError,
  type ErrorBody,
  type ErrorCode,
  errorCatalog,
  type FieldError,
} from '@phi/contracts/errors';
import type { FastifyError } from 'fastify';
import { clientCodeOfPostgresError } from './postgres-errors.ts';

export interface MappedError {
  status: number;
  /** An edit conflict also carries the record as it stands (`current`). */
  body: ErrorBody & { current?: object };
}

// Client errors Fastify and its plugins raise themselves, by HTTP status. Anything else is a
// server fault and answers INTERNAL.
const codeByClientStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function body(
  code: ErrorCode,
  requestId: string,
  message?: string,
  fields?: FieldError[],
): ErrorBody {
  return {
    error: message ?? errorCatalog[code].message,
    code,
    ...(fields && fields.length > 0 ? { fields } : {}),
    requestId,
  };
}

// "/personalInfo/email" -> "personalInfo.email"; an empty path names the whole part (body...).
function toFieldPath(instancePath: string, context: string | undefined): string {
  const dotted = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return dotted === '' ? (context ?? 'body') : dotted;
}

function validationFields(error: FastifyError): FieldError[] {
  const context = (error as FastifyError & { validationContext?: string }).validationContext;
  return (error.validation ?? []).map((issue) => ({
    path: toFieldPath(issue.instancePath, context),
    message: issue.message ?? 'Invalid value',
  }));
}

/** Maps any thrown value to the contract's error body. Never copies a stack or a raw message of a server fault. */
export function mapError(error: unknown, requestId: string): MappedError {
  if (error instanceof EditConflictError) {
    return {
      status: error.status,
      body: { ...body(error.code, requestId, error.message), current: error.current },
    };
  }
  if (error instanceof AppError) {
    return { status: error.status, body: body(error.code, requestId, error.message, error.fields) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && Array.isArray(fastifyError.validation)) {
    const fields = validationFields(fastifyError as FastifyError);
    return { status: 400, body: body('VALIDATION_FAILED', requestId, undefined, fields) };
  }
  // A constraint the request ran into answers with the contract's message only: the SQL,
  // constraint and table names stay in the log (error-handler.ts).
  const postgresCode = clientCodeOfPostgresError(error);
  if (postgresCode) {
    return { status: errorCatalog[postgresCode].status, body: body(postgresCode, requestId) };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  const code = codeByClientStatus[status];
  if (code) {
    return { status, body: body(code, requestId) };
  }
  if (status >= 400 && status < 500) {
    return { status, body: body('BAD_REQUEST', requestId) };
  }
  return { status: 500, body: body('INTERNAL', requestId) };
}
