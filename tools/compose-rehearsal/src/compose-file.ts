import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
  stop_grace_period?: string;
  /** Started only when one of these is named (`docker compose --profile voice up`). */
  profiles?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(path = resolve(repoRoot, 'docker-compose.yml')): ComposeFile {
  return parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile;
}

const variablePattern =
  /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * Compose interpolation with `variables` as the shell environment: `${A:-d}` (unset or empty),
 * `${A-d}` (unset), `${A:?msg}`, `${A?msg}`, `${A:+r}`, `${A+r}`, `${A}`, `$A` and `$$`.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(
    variablePattern,
    (_match, dollar?: string, braced?: string, op?: string, rest = '', bare?: string) => {
      if (dollar) {
        return '$';
      }
      const name = (braced ?? bare) as string;
      const given = variables[name];
      const isSet = given !== undefined;
      const isFilled = isSet && given !== '';
      switch (op) {
        case ':-':
          return isFilled ? given : rest;
        case '-':
          return isSet ? given : rest;
        case ':?':
        case '?':
          if (op === ':?' ? !isFilled : !isSet) {
            throw new Error(`compose needs ${name}: ${rest || 'required'}`);
          }
          return given as string;
        case ':+':
          return isFilled ? rest : '';
        case '+':
          return isSet ? rest : '';
        default:
          return given ?? '';
      }
    },
  );
}

/**
 * The environment compose gives the container: map or list form, interpolated. Empty values
 * stay (the container sees `KEY=`), as do names listed without a value when `variables` has them.
 */
export function composeEnvironment(
  service: ComposeService,
  variables: Record<string, string | undefined>,
): Record<string, string> {
  const entries: [string, string | undefined][] = Array.isArray(service.environment)
    ? service.environment.map((item) => {
        const at = item.indexOf('=');
        return at === -1 ? [item, variables[item]] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([key, value]) =>
        value === null ? [key, variables[key]] : [key, String(value)],
      );
  return Object.fromEntries(
    entries
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => [key, interpolate(value, variables)]),
  );
}

/** depends_on in either form, as service name -> condition. */
export function dependencies(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  return Array.isArray(dependsOn)
    ? Object.fromEntries(dependsOn.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(dependsOn).map(([name, d]) => [name, d.condition]));
}

/** A compose duration ("30s", "1m30s", "500ms") in ms; compose waits 10 s when unset. */
export function stopGraceMs(service: ComposeService): number {
  const value = service.stop_grace_period;
  if (value === undefined) {
    return 10_000;
  }
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001 };
  let total = 0;
  const rest = value.replace(
    /(\d+(?:\.\d+)?)(h|ms|m|s|us)/g,
    (_m, amount: string, unit: string) => {
      total += Number(amount) * (units[unit] ?? 0);
      return '';
    },
  );
  if (rest !== '' || total === 0) {
    throw new Error(`stop_grace_period "${value}" is not a duration`);
  }
  return total;
}
