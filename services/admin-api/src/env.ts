import { adminLoginLockout, adminSessionLifetimeDefaults } from '@phi/contracts/constants';
import { databaseRolesEnv } from '@phi/db/roles';
import { bootstrapAdminEnv, seedSampleDataEnv } from '@phi/db/seed';
import { queueEnv } from '@phi/queue';
import {
  databaseEnv,
  httpEnv,
  jwtSecretSchema,
  parseEnvOrExit,
  positiveIntSchema,
  redisEnv,
} from '@phi/runtime';
import { z } from 'zod';

export const envSchema = z
  .object({
    ...httpEnv(3002),
    ...databaseEnv,
    ...redisEnv,
    // Where Fetch Now and source changes queue their jobs: the news worker's own setting
    // (docs/architecture.md#queues).
    ...queueEnv,
    JWT_SECRET: jwtSecretSchema,
    // Private uploads (resumes, knowledge documents); never under a web root.
    FILES_DIR: z.string().min(1).default('./.data/files'),
    // The refresh cookie is Secure and named __Host-phi_refresh. Only a plain-http localhost
    // run sets false: the cookie then loses Secure and the prefix (phi_refresh).
    COOKIE_SECURE: z.stringbool({ error: 'must be true or false' }).default(true),
    // Sign-in and password-check attempts per minute from one address; the end-to-end suite,
    // all from 127.0.0.1, raises it.
    LOGIN_LIMIT_PER_IP_PER_MINUTE: positiveIntSchema.default(
      adminLoginLockout.attemptsPerIpPerMinute,
    ),
    // A session ends after this many minutes without a refresh (the open admin app refreshes
    // every 14), and this many hours after sign-in however active.
    ADMIN_SESSION_IDLE_MINUTES: positiveIntSchema.default(adminSessionLifetimeDefaults.idleMinutes),
    ADMIN_SESSION_MAX_HOURS: positiveIntSchema.default(adminSessionLifetimeDefaults.maxHours),
    // Every admin must set up the second factor (TOTP) before anything else; 403
    // TOTP_ENROLMENT_REQUIRED until they do.
    ADMIN_REQUIRE_TOTP: z.stringbool({ error: 'must be true or false' }).default(false),
  })
  .refine((env) => env.QUEUE_BACKEND !== 'redis' || env.REDIS_URL !== undefined, {
    path: ['REDIS_URL'],
    error: 'is required when QUEUE_BACKEND is redis',
  });
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvOrExit('admin-api', envSchema, source);
}

// The migrate entry (compose's one-shot job) needs only the database, the bootstrap admin,
// whether to insert the sample jobs and posts (off unless SEED_SAMPLE_DATA=true) and the
// deployables' database logins.
export const migrateEnvSchema = z.object({
  ...databaseEnv,
  ...bootstrapAdminEnv,
  ...seedSampleDataEnv,
  ...databaseRolesEnv,
});
export type MigrateEnv = z.infer<typeof migrateEnvSchema>;

export function loadMigrateEnv(
  source: Record<string, string | undefined> = process.env,
): MigrateEnv {
  return parseEnvOrExit('admin-api migrate', migrateEnvSchema, source);
}
