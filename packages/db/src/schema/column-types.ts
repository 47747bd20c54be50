import type { ColumnType } from 'kysely';

// How pg hands values to us (see createDb): timestamptz as Date, numeric as string (exact),
// bigint as number, jsonb parsed, text[] as string[].

/** timestamptz: read as Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default (usually now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };
/**
 * jsonb: read parsed; written as JSON text. pg would turn a JS array into a Postgres array
 * literal, so writes go through JSON.stringify.
 */
export type Json = ColumnType<JsonValue, string, string>;

/** numeric: read as a string so no precision is lost; written as a string or a number. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type DefaultNumeric = ColumnType<string, string | number | undefined, string | number>;

/** A text[] column with a '{}' default. */
export type DefaultTextArray = ColumnType<string[], string[] | undefined, string[]>;
