import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  profiles?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  tmpfs?: string[];
  mem_limit?: string;
  cpus?: number;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(): ComposeFile {
  return parse(readFileSync(resolve(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
}

/**
 * Resolves compose interpolation the way `docker compose` does with an empty shell
 * environment: `${A:-default}` takes the default, `${A:?message}` takes `required`.
 */
export function interpolate(value: string, required: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g, (_m, name: string, op, rest) => {
    if (op === '-') {
      return rest ?? '';
    }
    const given = required[name];
    if (given === undefined) {
      throw new Error(`compose needs ${name} (${rest ?? 'no default'})`);
    }
    return given;
  });
}

export function resolvedEnvironment(
  service: ComposeService,
  required: Record<string, string>,
): Record<string, string> {
  // The services' env loaders read an empty value as unset (`ADMIN_PASSWORD: ${X:-}`).
  return Object.fromEntries(
    Object.entries(service.environment ?? {})
      .map(([key, value]) => [key, interpolate(String(value), required)] as const)
      .filter(([, value]) => value !== ''),
  );
}
