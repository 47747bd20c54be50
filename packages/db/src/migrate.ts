import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from '../migrations/index.ts';
import type { Database } from './schema.ts';

/** A Migrator over the static migration list (no directory scan, so bundles can migrate). */
export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({
    // Migrations name their tables and columns in snake_case themselves.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly failedMigration: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export function assertMigrationSucceeded(result: MigrationResultSet): string[] {
  const applied = (result.results ?? [])
    .filter((r) => r.status === 'Success')
    .map((r) => r.migrationName);
  if (result.error !== undefined) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(
      failed === undefined
        ? `Migrations could not start: ${reason}`
        : `Migration ${failed} failed: ${reason}`,
      failed,
      { cause: result.error },
    );
  }
  return applied;
}

/** Applies every pending migration in order; throws when one fails (its transaction rolls back). */
export async function migrateToLatest(db: Kysely<Database>): Promise<{ applied: string[] }> {
  const result = await createMigrator(db).migrateToLatest();
  return { applied: assertMigrationSucceeded(result) };
}
