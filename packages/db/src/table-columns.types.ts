import type { Insertable, Selectable } from 'kysely';
import type { JsonValue } from './schema/column-types.ts';

// Type-level reading of the `<sql type>[ null][ default]` descriptions in table-columns.ts.

type BaseKind<B extends string> = B extends `varchar(${string})`
  ? 'varchar'
  : B extends `numeric(${string})`
    ? 'numeric'
    : B;
type KindOf<D extends string> = D extends `${infer Base} ${string}` ? BaseKind<Base> : BaseKind<D>;

/** What pg hands back for each SQL type, given the type parsers set in createDb. */
interface TsTypeOfKind {
  text: string;
  varchar: string;
  integer: number;
  bigint: number;
  boolean: boolean;
  timestamptz: Date;
  jsonb: JsonValue;
  numeric: string;
  'text[]': string[];
  'real[]': number[];
  tsvector: string;
}

type IsNullableDescription<D extends string> = D extends `${string} null${string}` ? true : false;
type HasDefaultDescription<D extends string> = D extends `${string} default` ? true : false;
type Or<A extends boolean, B extends boolean> = A extends true ? true : B;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** An insert may omit the key (or cannot set it at all, as with GENERATED ALWAYS). */
type IsOptionalInsert<Table, K extends PropertyKey> = K extends keyof Insertable<Table>
  ? Pick<Insertable<Table>, K> extends Required<Pick<Insertable<Table>, K>>
    ? false
    : true
  : true;

type KindMatches<S, Kind extends keyof TsTypeOfKind> = Kind extends 'text' | 'varchar'
  ? // Enumerations narrow text to a union of literals.
    [NonNullable<S>] extends [string]
    ? true
    : false
  : Same<NonNullable<S>, NonNullable<TsTypeOfKind[Kind]>>;

type ColumnMatches<Table, K extends keyof Table, D extends string> = [
  Same<
    null extends Selectable<Table>[K & keyof Selectable<Table>] ? true : false,
    IsNullableDescription<D>
  >,
  KindMatches<Selectable<Table>[K & keyof Selectable<Table>], KindOf<D> & keyof TsTypeOfKind>,
  Same<IsOptionalInsert<Table, K>, Or<IsNullableDescription<D>, HasDefaultDescription<D>>>,
] extends [true, true, true]
  ? true
  : false;

type ColumnProblems<Table, Columns> =
  | {
      [K in keyof Columns & keyof Table]: Columns[K] extends string
        ? ColumnMatches<Table, K, Columns[K]> extends true
          ? never
          : K
        : K;
    }[keyof Columns & keyof Table]
  | Exclude<keyof Columns, keyof Table>
  | Exclude<keyof Table, keyof Columns>;

type Problems<DB, AllColumns> = {
  [T in keyof DB & keyof AllColumns]: [ColumnProblems<DB[T], AllColumns[T]>] extends [never]
    ? never
    : `${T & string}.${ColumnProblems<DB[T], AllColumns[T]> & string}`;
}[keyof DB & keyof AllColumns];

/** `true` when every description matches its column type; otherwise names the mismatches. */
export type ColumnsMatchTypes<DB, AllColumns> = [Problems<DB, AllColumns>] extends [never]
  ? true
  : { [Column in Problems<DB, AllColumns> & string]: 'type and description disagree' };
