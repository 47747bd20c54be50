import { readDatabaseRoles } from '@phi/db/roles';
import { bootstrapDatabase, describeBootstrapAdmin } from '@phi/db/seed';
import { loadMigrateEnv } from './env.ts';

// One-shot job for compose: bring the schema up to date and make sure the first admin exists.
const env = loadMigrateEnv();

try {
  const { applied, admin } = await bootstrapDatabase(env.DATABASE_URL, {
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    sampleData: env.SEED_SAMPLE_DATA,
    applicationName: 'phi-admin-api-migrate',
    // Each deployable's own login and grants (docs/architecture.md#database-roles).
    roles: readDatabaseRoles(env),
  });
  console.log(
    applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'schema is up to date',
  );
  for (const line of describeBootstrapAdmin(admin)) {
    console.log(line);
  }
} catch (err) {
  console.error('migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
