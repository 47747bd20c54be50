import { createDb, migrateToLatest, seed } from '@phi/db';
import { loadMigrateEnv } from './env.ts';

// One-shot job for compose: bring the schema up to date and make sure the first admin exists.
const env = loadMigrateEnv();
const database = createDb(env.DATABASE_URL, { max: 1, applicationName: 'phi-admin-api-migrate' });

try {
  const { applied } = await migrateToLatest(database.db);
  console.log(
    applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'schema is up to date',
  );

  const { admin } = await seed(database.db, {
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
  });
  if (admin.generatedPassword) {
    // Printed once, on the run that creates the account; it is stored only as a hash.
    console.log(
      [
        '',
        'Admin account created. Sign in at /admin/login with:',
        `  username: ${admin.username}`,
        `  password: ${admin.generatedPassword}`,
        'This password is not shown again.',
        '',
      ].join('\n'),
    );
  } else if (admin.created) {
    console.log(`Admin account "${admin.username}" created with the configured password.`);
  } else {
    console.log(`Admin account "${admin.username}" already exists.`);
  }
} catch (err) {
  console.error('migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
