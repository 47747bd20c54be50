// Seeding and the first admin: behind this subpath because hashing the admin password brings
// argon2 (@phi/security, an optional peer of @phi/db). A process that only reads and writes
// tables imports `@phi/db` and installs neither.

export type { BootstrapAdminOptions, BootstrapAdminResult } from './admin.seed.ts';
export {
  type BootstrapDatabaseOptions,
  type BootstrapDatabaseResult,
  bootstrapDatabase,
  describeBootstrapAdmin,
} from './bootstrap.ts';
export { bootstrapAdminEnv, seedSampleDataEnv } from './bootstrap-admin-env.ts';
export { type SeedOptions, type SeedResult, seed } from './seed.ts';
export * from './voice-demo.seed.ts';
