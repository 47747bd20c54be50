import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toSqlName } from '../test/sql-names.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { parseColumnDescription, type SqlColumnKind, tableColumns } from './table-columns.ts';

interface InformationSchemaColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

const sqlTypeOfKind: Record<SqlColumnKind, { dataType: string; udtName: string }> = {
  text: { dataType: 'text', udtName: 'text' },
  varchar: { dataType: 'character varying', udtName: 'varchar' },
  integer: { dataType: 'integer', udtName: 'int4' },
  bigint: { dataType: 'bigint', udtName: 'int8' },
  boolean: { dataType: 'boolean', udtName: 'bool' },
  timestamptz: { dataType: 'timestamp with time zone', udtName: 'timestamptz' },
  jsonb: { dataType: 'jsonb', udtName: 'jsonb' },
  numeric: { dataType: 'numeric', udtName: 'numeric' },
  'text[]': { dataType: 'ARRAY', udtName: '_text' },
  'real[]': { dataType: 'ARRAY', udtName: '_float4' },
  tsvector: { dataType: 'tsvector', udtName: 'tsvector' },
};

const bookkeepingTables = new Set(['kysely_migration', 'kysely_migration_lock']);

describe('TypeScript table types and migrations', () => {
  const context = useTestDatabase({ truncate: false });

  async function readColumns(): Promise<InformationSchemaColumn[]> {
    const { rows } = await sql<InformationSchemaColumn>`
      select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable,
        c.column_default, c.is_identity, c.is_generated, c.character_maximum_length,
        c.numeric_precision, c.numeric_scale
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    `.execute(context.db.withoutPlugins());
    return rows.filter((row) => !bookkeepingTables.has(row.table_name));
  }

  it('have the same tables', async () => {
    const inDatabase = new Set((await readColumns()).map((row) => row.table_name));
    const inTypes = new Set(Object.keys(tableColumns).map((table) => toSqlName(table)));
    expect([...inTypes].sort()).toEqual([...inDatabase].sort());
  });

  it('have the same columns in every table, in both directions', async () => {
    const columns = await readColumns();
    for (const [table, described] of Object.entries(tableColumns)) {
      const sqlTable = toSqlName(table);
      const inDatabase = columns
        .filter((row) => row.table_name === sqlTable)
        .map((row) => row.column_name)
        .sort();
      const inTypes = Object.keys(described)
        .map((column) => toSqlName(column))
        .sort();
      expect(inTypes, `columns of ${sqlTable}`).toEqual(inDatabase);
    }
  });

  it('agree on every column type, length, nullability and default', async () => {
    const columns = await readColumns();
    const problems: string[] = [];
    for (const [table, described] of Object.entries(tableColumns)) {
      for (const [column, description] of Object.entries(described)) {
        const where = `${toSqlName(table)}.${toSqlName(column)}`;
        const actual = columns.find(
          (row) => row.table_name === toSqlName(table) && row.column_name === toSqlName(column),
        );
        if (!actual) {
          problems.push(`${where}: missing`);
          continue;
        }
        const expected = parseColumnDescription(description);
        const sqlType = sqlTypeOfKind[expected.kind];
        if (actual.data_type !== sqlType.dataType || actual.udt_name !== sqlType.udtName) {
          problems.push(
            `${where}: ${actual.data_type} (${actual.udt_name}), described ${description}`,
          );
        }
        if (expected.length !== undefined && actual.character_maximum_length !== expected.length) {
          problems.push(
            `${where}: length ${actual.character_maximum_length}, described ${description}`,
          );
        }
        if (
          expected.precision !== undefined &&
          (actual.numeric_precision !== expected.precision ||
            actual.numeric_scale !== expected.scale)
        ) {
          problems.push(
            `${where}: numeric(${actual.numeric_precision},${actual.numeric_scale}), described ${description}`,
          );
        }
        if ((actual.is_nullable === 'YES') !== expected.nullable) {
          problems.push(`${where}: is_nullable ${actual.is_nullable}, described ${description}`);
        }
        const hasDefault =
          actual.column_default !== null ||
          actual.is_identity === 'YES' ||
          actual.is_generated === 'ALWAYS';
        if (hasDefault !== expected.hasDefault) {
          problems.push(
            `${where}: default ${actual.column_default ?? 'none'}, described ${description}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('parseColumnDescription', () => {
  it('reads type, length, precision, nullability and default', () => {
    expect(parseColumnDescription('varchar(255) null')).toEqual({
      kind: 'varchar',
      length: 255,
      nullable: true,
      hasDefault: false,
    });
    expect(parseColumnDescription('numeric(10,6) default')).toEqual({
      kind: 'numeric',
      precision: 10,
      scale: 6,
      nullable: false,
      hasDefault: true,
    });
    expect(parseColumnDescription('text[] default').kind).toBe('text[]');
  });

  it('refuses what it cannot read', () => {
    expect(() => parseColumnDescription('varchar null')).toThrow(/Unreadable/);
  });
});
