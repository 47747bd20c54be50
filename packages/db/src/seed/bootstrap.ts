import { createDb } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import { type ApplicationRolesOptions, applyApplicationRoles } from '../roles/apply-roles.ts';
import {
  type BootstrapAdminOptions,
  type BootstrapAdminResult,
  readBootstrapAdminOptions,
} from './admin.seed.ts';
import { seed } from './seed.ts';

export interface BootstrapDatabaseOptions extends BootstrapAdminOptions {
  /** Also insert the sample jobs and blog posts (SeedOptions.sampleData); default false. */
  sampleData?: boolean;
  /** Shown in pg_stat_activity while the bootstrap runs; default "phi-bootstrap". */
  applicationName?: string;
  /**
   * The deployables' own logins (docs/architecture.md#database-roles), created or updated and
   * granted after the migrations; the connection string's user must own the schema and may
   * create roles. Left out, nothing about roles changes.
   */
  roles?: ApplicationRolesOptions;
}

export interface BootstrapDatabaseResult {
  /** Migrations applied by this run, oldest first; empty when the schema was up to date. */
  applied: string[];
  admin: BootstrapAdminResult;
}

/**
 * Everything a start needs from the database, for the db CLI, admin-api's migrate job and the
 * standalone launcher: migrate to the latest schema, insert the seed content once (the sample
 * jobs and posts only when asked), make sure the first admin exists and, when asked, give each
 * deployable its own login and grants. Opens its own single connection and always closes it.
 */
export async function bootstrapDatabase(
  connectionString: string,
  options: BootstrapDatabaseOptions = {},
): Promise<BootstrapDatabaseResult> {
  const { applicationName, sampleData = false, roles, ...adminOptions } = options;
  // A bad ADMIN_PASSWORD fails before anything, migrations included, is written.
  readBootstrapAdminOptions(adminOptions);
  const { db, close } = createDb(connectionString, {
    max: 1,
    applicationName: applicationName ?? 'phi-bootstrap',
  });
  try {
    const { applied } = await migrateToLatest(db);
    const { admin } = await seed(db, { ...adminOptions, sampleData });
    if (roles) {
      await applyApplicationRoles(db, roles);
    }
    return { applied, admin };
  } finally {
    await close();
  }
}

/**
 * The lines to print about the bootstrap admin. A generated password is shown here, on the run
 * that created the account, and never again: only its hash is stored.
 */
export function describeBootstrapAdmin(admin: BootstrapAdminResult): string[] {
  if (admin.generatedPassword !== undefined) {
    return [
      'First start: an admin account was created. Keep these credentials; they are shown only once (set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own):',
      `  username: ${admin.username}`,
      `  password: ${admin.generatedPassword}`,
    ];
  }
  if (admin.created) {
    return [`admin user ${admin.username} created with the configured password`];
  }
  return [`admin user ${admin.username} exists`];
}
