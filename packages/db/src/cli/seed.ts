import { createDb } from '../client.ts';
import { describeDatabaseUrlProblem } from '../database-url.ts';
import { migrateToLatest } from '../migrate.ts';
import { seed } from '../seed/seed.ts';

// Usage: DATABASE_URL=postgres://… [ADMIN_USERNAME=… ADMIN_PASSWORD=… ADMIN_EMAIL=…]
//        pnpm --filter @phi/db seed
// Migrates first, so a fresh database can be seeded in one step.

const url = process.env.DATABASE_URL ?? '';
const problem = describeDatabaseUrlProblem(url);
if (problem !== undefined) {
  console.error(problem);
  process.exit(1);
}

const { db, close } = createDb(url, { max: 1, applicationName: 'phi-seed' });
try {
  await migrateToLatest(db);
  const { admin } = await seed(db, {
    adminUsername: process.env.ADMIN_USERNAME,
    adminPassword: process.env.ADMIN_PASSWORD,
    adminEmail: process.env.ADMIN_EMAIL,
  });
  console.log('Seed data is in place.');
  if (admin.generatedPassword !== undefined) {
    // Shown once: only its hash is stored.
    console.log(
      `Created admin "${admin.username}" with password: ${admin.generatedPassword}\nStore it now; it will not be shown again.`,
    );
  } else if (admin.created) {
    console.log(`Created admin "${admin.username}" with the password from ADMIN_PASSWORD.`);
  } else {
    console.log(`Admin "${admin.username}" already exists; left unchanged.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
