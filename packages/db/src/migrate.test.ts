import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.ts';
import { useTestDatabase } from '../test/test-database.ts';
import {
  assertMigrationSucceeded,
  createMigrator,
  MigrationError,
  migrateToLatest,
} from './migrate.ts';

const migrationNames = Object.keys(migrations);

describe('migration list', () => {
  it('is named <timestamp>_<verb_object>, in running order', () => {
    for (const name of migrationNames) {
      expect(name).toMatch(/^\d{14}_[a-z]+(_[a-z0-9]+)+$/);
    }
    expect([...migrationNames].sort()).toEqual(migrationNames);
  });

  it('lists every migration file, and only those', () => {
    const files = readdirSync(new URL('../migrations/', import.meta.url))
      .filter((file) => file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual(migrationNames);
  });

  it('gives every migration a down step', () => {
    for (const [name, migration] of Object.entries(migrations)) {
      expect(typeof migration.down, name).toBe('function');
    }
  });
});

describe('migrating a database', () => {
  const context = useTestDatabase({ truncate: false });

  async function applicationTables(): Promise<string[]> {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not like 'kysely_%'
    `.execute(context.db.withoutPlugins());
    return rows.map((row) => row.table_name).sort();
  }

  it('goes down to nothing, up again, and is then a no-op', async () => {
    const before = await applicationTables();
    expect(before.length).toBe(38);

    const down = await createMigrator(context.db).migrateTo(NO_MIGRATIONS);
    expect(assertMigrationSucceeded(down)).toEqual([...migrationNames].reverse());
    expect(await applicationTables()).toEqual([]);

    expect(await migrateToLatest(context.db)).toEqual({ applied: migrationNames });
    expect(await applicationTables()).toEqual(before);
    expect(await migrateToLatest(context.db)).toEqual({ applied: [] });
  });

  it('records what ran in kysely_migration', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(context.db.withoutPlugins());
    expect(rows.map((row) => row.name)).toEqual(migrationNames);
  });
});

describe('assertMigrationSucceeded', () => {
  it('throws a MigrationError naming the failed migration', () => {
    const result = {
      error: new Error('relation "jobs" already exists'),
      results: [
        { migrationName: 'a_first', direction: 'Up' as const, status: 'Success' as const },
        { migrationName: 'b_second', direction: 'Up' as const, status: 'Error' as const },
      ],
    };
    expect(() => assertMigrationSucceeded(result)).toThrow(MigrationError);
    expect(() => assertMigrationSucceeded(result)).toThrow(
      'Migration b_second failed: relation "jobs" already exists',
    );
  });
});
