import { z } from 'zod';
import { databaseUrlSchema } from '../database-url.ts';
import { bootstrapAdminEnv, seedSampleDataEnv } from '../seed/bootstrap-admin-env.ts';

// The db CLI reads its environment the way the services do (zod, every problem at once), but
// without @phi/server: that package depends on this one.

export const migrateCliEnvSchema = z.object({ DATABASE_URL: databaseUrlSchema });
export type MigrateCliEnv = z.infer<typeof migrateCliEnvSchema>;

export const seedCliEnvSchema = z.object({
  DATABASE_URL: databaseUrlSchema,
  ...bootstrapAdminEnv,
  ...seedSampleDataEnv,
});
export type SeedCliEnv = z.infer<typeof seedCliEnvSchema>;

export type CliEnvResult<T> = { ok: true; env: T } | { ok: false; problems: string[] };

/**
 * Parses `source` with `schema`. Empty strings count as unset (`ADMIN_PASSWORD=` means "generate
 * one"). Problems name the variable and never echo its value, which may be a password or a
 * URL with one.
 */
export function parseCliEnv<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
): CliEnvResult<z.output<T>> {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) {
    return { ok: true, env: result.data };
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    if (cleaned[name] === undefined) {
      return issue.message.startsWith(name) ? issue.message : `${name} is required`;
    }
    // databaseUrlSchema's messages already name the variable.
    return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
  });
  return { ok: false, problems: [...new Set(problems)] };
}

/** parseCliEnv on process.env; on a problem prints every one and exits 1. */
export function loadCliEnv<T extends z.ZodType>(schema: T): z.output<T> {
  const result = parseCliEnv(schema, process.env);
  if (!result.ok) {
    console.error(`Invalid environment:\n  ${result.problems.join('\n  ')}`);
    process.exit(1);
  }
  return result.env;
}
