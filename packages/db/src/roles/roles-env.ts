import { z } from 'zod';
import { type ApplicationRolesOptions, defaultRoleName } from './apply-roles.ts';
import { type ApplicationService, applicationServices } from './table-grants.ts';

/** PUBLIC_API_DATABASE_PASSWORD and so on: the variable holding each deployable's password. */
export function databasePasswordVariable(service: ApplicationService): string {
  return `${service.replaceAll('-', '_').toUpperCase()}_DATABASE_PASSWORD`;
}

const passwordSchema = z
  .string()
  .min(12, 'must be at least 12 characters')
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be URL-safe (letters, digits, . _ ~ -), as it goes in a URL')
  .optional();

/**
 * The migrate job's variables for the deployables' logins (docs/architecture.md#database-roles):
 * all four passwords, or none (then roles are left as they are). DATABASE_ROLE_PREFIX names them
 * (`phi_public_api`...).
 */
export const databaseRolesEnv = {
  DATABASE_ROLE_PREFIX: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/, 'must be 1-41 lower-case letters, digits or underscores')
    .default('phi'),
  ...(Object.fromEntries(
    applicationServices.map((service) => [databasePasswordVariable(service), passwordSchema]),
  ) as Record<string, typeof passwordSchema>),
};

/** The roles option of bootstrapDatabase from the parsed variables; throws when only some are set. */
export function readDatabaseRoles(
  env: Record<string, unknown> & { DATABASE_ROLE_PREFIX: string },
): ApplicationRolesOptions | undefined {
  const passwords = applicationServices.map((service) => env[databasePasswordVariable(service)]);
  if (passwords.every((password) => password === undefined)) {
    return undefined;
  }
  const missing = applicationServices
    .filter((_, index) => typeof passwords[index] !== 'string')
    .map(databasePasswordVariable);
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')}: set every application password or none`);
  }
  return {
    roles: Object.fromEntries(
      applicationServices.map((service, index) => [
        service,
        { name: defaultRoleName(service, env.DATABASE_ROLE_PREFIX), password: passwords[index] },
      ]),
    ) as ApplicationRolesOptions['roles'],
  };
}
