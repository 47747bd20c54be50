import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type ApplicationRolesOptions,
  type ApplicationService,
  applicationServices,
  defaultRoleName,
} from '@phi/db/roles';
import { z } from 'zod';

const loginSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/),
  password: z.string().min(32),
});
const loginsSchema = z.object({
  roles: z.object(
    Object.fromEntries(applicationServices.map((service) => [service, loginSchema])) as Record<
      ApplicationService,
      typeof loginSchema
    >,
  ),
  queue: loginSchema,
});

/**
 * The role names for a database: `phi_public_api`... on the run's own embedded cluster; on a
 * server given by DATABASE_URL, where role names are shared by every database, the database's
 * name joins the prefix so two runs on one server never take each other's logins.
 */
export function roleNamePrefix(databaseName: string | undefined): string {
  if (databaseName === undefined || databaseName === 'phi') {
    return 'phi';
  }
  const safe = databaseName.toLowerCase().replaceAll(/[^a-z0-9_]/g, '_');
  return `phi_${safe}`.slice(0, 48);
}

/**
 * The deployables' database logins (docs/architecture.md#database-roles): generated once, kept
 * in the data directory (mode 0600) beside the other secrets, never printed. A file for other
 * role names (the run moved to another database) is replaced.
 */
export async function loadOrCreateDatabaseLogins(
  path: string,
  prefix: string,
): Promise<Required<ApplicationRolesOptions>> {
  const expected = (service: ApplicationService | 'queue') => defaultRoleName(service, prefix);
  try {
    const stored = loginsSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    if (stored.queue.name === expected('queue')) {
      return stored;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${path} is unreadable or malformed; delete it to regenerate`);
    }
  }
  const login = (service: ApplicationService | 'queue') => ({
    name: expected(service),
    password: randomBytes(24).toString('hex'),
  });
  const logins = {
    roles: Object.fromEntries(
      applicationServices.map((service) => [service, login(service)]),
    ) as Record<ApplicationService, { name: string; password: string }>,
    queue: login('queue'),
  };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(logins), { mode: 0o600 });
  return logins;
}

/** The connection string with another user and password. */
export function connectionStringAs(
  connectionString: string,
  login: { name: string; password: string },
): string {
  const url = new URL(connectionString);
  url.username = encodeURIComponent(login.name);
  url.password = encodeURIComponent(login.password);
  return url.toString();
}
