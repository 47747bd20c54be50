import type { z } from 'zod';

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

export type EnvSource = Record<string, string | undefined>;

const secretName = /SECRET|PASSWORD|TOKEN|KEY/i;

// Echo what was received so the fix is obvious, but never a secret, nor a password in a URL.
function describeReceived(name: string, value: string | undefined): string {
  if (value === undefined) {
    return '';
  }
  if (secretName.test(name)) {
    return ' (value hidden)';
  }
  let shown = value;
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      shown = url.toString();
    }
  } catch {
    // not a URL: shown as is
  }
  return ` (got ${JSON.stringify(shown.length > 80 ? `${shown.slice(0, 80)}...` : shown)})`;
}

type EnvCheck<T extends z.ZodType> =
  | { isValid: true; data: z.output<T> }
  | { isValid: false; problems: string[] };

/**
 * Checks `source` against `schema`, naming every bad variable at once. Empty strings count as
 * unset, so `REDIS_URL=` in an .env file means "no Redis" rather than "invalid URL".
 */
function checkEnv<T extends z.ZodType>(schema: T, source: EnvSource): EnvCheck<T> {
  const cleaned: EnvSource = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value !== '') {
      cleaned[name] = value;
    }
  }
  const result = schema.safeParse(cleaned);
  if (result.success) {
    return { isValid: true, data: result.data };
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const value = cleaned[name];
    // Fragments may already name the variable ("DATABASE_URL is not a URL"): say it once.
    // A missing variable reads "is required"; a rule across variables keeps its own words.
    const message =
      value === undefined && issue.code === 'invalid_type'
        ? 'is required'
        : issue.message.replace(new RegExp(`^${name} `), '');
    return `${name}: ${message}${describeReceived(name, value)}`;
  });
  return { isValid: false, problems: [...new Set(problems)] };
}

/** The parsed environment; throws EnvError listing every bad variable. */
export function parseEnv<T extends z.ZodType>(schema: T, source: EnvSource): z.output<T> {
  const check = checkEnv(schema, source);
  if (!check.isValid) {
    throw new EnvError(check.problems);
  }
  return check.data;
}

/** What parseEnv would report for `source`, one line a variable; empty when it is valid. */
export function listEnvProblems(schema: z.ZodType, source: EnvSource): string[] {
  const check = checkEnv(schema, source);
  return check.isValid ? [] : check.problems;
}

/**
 * For a service's loadEnv: on a bad environment print one clear message (no stack trace) and
 * exit non-zero, so a misconfigured container fails at start rather than at first request.
 */
export function parseEnvOrExit<T extends z.ZodType>(
  service: string,
  schema: T,
  source: EnvSource,
): z.output<T> {
  try {
    return parseEnv(schema, source);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(
        `Invalid environment for ${service}:\n  ${error.problems.join('\n  ')}\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}
