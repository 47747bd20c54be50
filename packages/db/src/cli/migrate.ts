import { createDb } from '../client.ts';
import { describeDatabaseUrlProblem } from '../database-url.ts';
import { migrateToLatest } from '../migrate.ts';

// Usage: DATABASE_URL=postgres://… pnpm --filter @phi/db migrate

const url = process.env.DATABASE_URL ?? '';
const problem = describeDatabaseUrlProblem(url);
if (problem !== undefined) {
  console.error(problem);
  process.exit(1);
}

const { db, close } = createDb(url, { max: 1, applicationName: 'phi-migrate' });
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
