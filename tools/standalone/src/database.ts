import { resolve } from 'node:path';
import { createDb } from '@phi/db';
import { type ApplicationService, applicationServices, applyApplicationRoles } from '@phi/db/roles';
import { bootstrapDatabase, describeBootstrapAdmin } from '@phi/db/seed';
import { startEmbeddedPostgres } from '@phi/embedded-postgres';
import {
  connectionStringAs,
  loadOrCreateDatabaseLogins,
  roleNamePrefix,
} from './database-logins.ts';
import type { StandaloneEnv } from './env.ts';
import { choosePostgresDir } from './postgres-dir.ts';

export interface PreparedDatabase {
  /** The migration role's address: owner of the schema (migrations, the e2e tests' checks). */
  connectionString: string;
  /** What each deployable connects as: its own login, or the owner's when roles cannot be made. */
  serviceUrls: Record<ApplicationService, string>;
  /** BullMQ's login on the PostgreSQL backend; the owner's address when roles cannot be made. */
  queueUrl: string;
  /** Where the embedded cluster lives; undefined with DATABASE_URL. */
  embeddedDir?: string;
  /** What to tell the person who started the run (admin account, cluster location). */
  lines: string[];
  stop(): Promise<void>;
}

// PostgreSQL's insufficient_privilege: the DATABASE_URL user may not create roles.
const insufficientPrivilege = '42501';

/**
 * DATABASE_URL when given, else an embedded PostgreSQL under DATA_DIR; migrated and seeded with
 * the sample content, then each deployable gets its own login (docs/architecture.md#database-roles).
 */
export async function prepareDatabase(
  env: StandaloneEnv,
  dataDir: string,
  onUnexpectedExit: () => void,
): Promise<PreparedDatabase> {
  const postgresDir = env.DATABASE_URL ? undefined : await choosePostgresDir(dataDir);
  const embedded = postgresDir
    ? await startEmbeddedPostgres({ dataDir: postgresDir.path, onUnexpectedExit })
    : undefined;
  const connectionString = env.DATABASE_URL ?? (embedded?.connectionString as string);
  const stop = async () => {
    await embedded?.stop();
  };
  try {
    const { admin } = await bootstrapDatabase(connectionString, {
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      adminEmail: env.ADMIN_EMAIL,
      // The standalone run is the demo: it shows the sample jobs and posts (README).
      sampleData: true,
      applicationName: 'standalone',
    });
    const lines = describeBootstrapAdmin(admin);
    if (postgresDir?.notice) {
      lines.unshift(postgresDir.notice);
    }
    const logins = await loadOrCreateDatabaseLogins(
      resolve(dataDir, 'database-logins.json'),
      roleNamePrefix(embedded ? undefined : new URL(connectionString).pathname.slice(1)),
    );
    const { db, close } = createDb(connectionString, { max: 1, applicationName: 'standalone' });
    let hasRoles = true;
    try {
      await applyApplicationRoles(db, logins);
    } catch (error) {
      // A database of the user's own may come with a user that cannot create roles: the run
      // still works, every deployable as that user, and says so once.
      if (embedded || (error as { code?: string }).code !== insufficientPrivilege) {
        throw error;
      }
      hasRoles = false;
      lines.unshift(
        'DATABASE_URL: its user may not create roles, so every service connects as that user (docs/architecture.md#database-roles).',
      );
    } finally {
      await close();
    }
    const serviceUrls = Object.fromEntries(
      applicationServices.map((service) => [
        service,
        hasRoles ? connectionStringAs(connectionString, logins.roles[service]) : connectionString,
      ]),
    ) as Record<ApplicationService, string>;
    const queueUrl = hasRoles
      ? connectionStringAs(connectionString, logins.queue)
      : connectionString;
    return {
      connectionString,
      serviceUrls,
      queueUrl,
      embeddedDir: postgresDir?.path,
      lines,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
