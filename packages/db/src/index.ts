export {
  type BootstrapDatabaseOptions,
  type BootstrapDatabaseResult,
  bootstrapDatabase,
  describeBootstrapAdmin,
} from './bootstrap.ts';
export { bootstrapAdminEnv } from './bootstrap-admin-env.ts';
export { type CreateDbOptions, createDb, type DbHandle } from './client.ts';
export { databaseUrlSchema } from './database-url.ts';
export { MigrationError, migrateToLatest } from './migrate.ts';
export {
  createAdminUser,
  findAdminUserById,
  findAdminUserByUsername,
  type NewAdminUserInput,
} from './repositories/admin-users.repository.ts';
export { countContactsByEmailSince, insertContact } from './repositories/contacts.repository.ts';
export { pingDatabase } from './repositories/health.repository.ts';
export {
  findJobApplicationById,
  insertJobApplication,
} from './repositories/job-applications.repository.ts';
export { findActiveJobById, listActiveJobs } from './repositories/jobs.repository.ts';
export {
  findRefreshTokenByHash,
  insertRefreshToken,
  type NewRefreshTokenInput,
  type RotateRefreshTokenInput,
  type RotateRefreshTokenResult,
  revokeRefreshTokenFamily,
  revokeRefreshTokenFamilyByHash,
  rotateRefreshToken,
} from './repositories/refresh-tokens.repository.ts';
export {
  claimStoredFile,
  findStoredFileForUpdate,
  insertStoredFile,
} from './repositories/stored-files.repository.ts';
export type * from './schema.ts';
export type { BootstrapAdminOptions, BootstrapAdminResult } from './seed/admin.seed.ts';
export { type SeedOptions, type SeedResult, seed } from './seed/seed.ts';
export { isUuid } from './uuid.ts';
