import { createDb } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import { loadCliEnv, migrateCliEnvSchema } from './env.ts';

// Usage: DATABASE_URL=postgres://… pnpm --filter @phi/db migrate
// Schema only; `seed` also inserts the seed content and the first admin.

const env = loadCliEnv(migrateCliEnvSchema);
const { db, close } = createDb(env.DATABASE_URL, { max: 1, applicationName: 'phi-migrate' });
try {
  const { applied } = await migrateToLatest(db);
  console.log(
    applied.length === 0
      ? 'Database already up to date.'
      : `Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
