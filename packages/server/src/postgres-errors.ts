import type { ErrorCode } from '@phi/contracts/errors';

/** The fields of a Postgres error (pg's DatabaseError) worth a log line; never sent to a client. */
export interface PostgresErrorDetail {
  sqlState: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

// SQLSTATE codes a request can cause with valid-looking input; each answers a client error
// with the contract's message for its code. Every other database error is a server fault.
const clientCodeBySqlState: Record<string, ErrorCode> = {
  '23505': 'CONFLICT', // unique_violation
  '23503': 'CONFLICT', // foreign_key_violation
  '23001': 'CONFLICT', // restrict_violation (Postgres 18 reports ON DELETE RESTRICT this way)
  '23514': 'BAD_REQUEST', // check_violation
  '22P02': 'BAD_REQUEST', // invalid_text_representation
};

const sqlStatePattern = /^[0-9A-Z]{5}$/;

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The Postgres detail of an error the pg driver raised, else undefined. Recognised by shape
 * (a five-character SQLSTATE plus a severity) so this package needs no pg import.
 */
export function readPostgresError(error: unknown): PostgresErrorDetail | undefined {
  if (typeof error !== 'object' || error === null) {
    return undefined;
  }
  const fields = error as Record<string, unknown>;
  const sqlState = fields.code;
  if (
    typeof sqlState !== 'string' ||
    !sqlStatePattern.test(sqlState) ||
    typeof fields.severity !== 'string'
  ) {
    return undefined;
  }
  const detail: PostgresErrorDetail = { sqlState };
  for (const key of ['constraint', 'table', 'column', 'detail'] as const) {
    const value = optionalText(fields[key]);
    if (value !== undefined) {
      detail[key] = value;
    }
  }
  return detail;
}

/** The client error code for a Postgres error a request caused, else undefined. */
export function clientCodeOfPostgresError(error: unknown): ErrorCode | undefined {
  const detail = readPostgresError(error);
  return detail === undefined ? undefined : clientCodeBySqlState[detail.sqlState];
}
