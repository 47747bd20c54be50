import { bootstrapDatabase, describeBootstrapAdmin } from '../seed/bootstrap.ts';
import { loadCliEnv, seedCliEnvSchema } from './env.ts';

// Usage: DATABASE_URL=postgres://… [ADMIN_USERNAME=… ADMIN_PASSWORD=… ADMIN_EMAIL=…]
//        [SEED_SAMPLE_DATA=true]
//        pnpm --filter @phi/db seed
// Migrates first, so a fresh database can be seeded in one step.

const env = loadCliEnv(seedCliEnvSchema);
try {
  const { applied, admin } = await bootstrapDatabase(env.DATABASE_URL, {
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    sampleData: env.SEED_SAMPLE_DATA,
    applicationName: 'phi-seed',
  });
  if (applied.length > 0) {
    console.log(`Applied ${applied.length} migration(s).`);
  }
  console.log('Seed data is in place.');
  for (const line of describeBootstrapAdmin(admin)) {
    console.log(line);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
