import { readFileSync } from 'node:fs';
import type { QueueConnectionConfig } from '@phi/queue';

/** What the runner tells the smoke tests about the topology it started. */
export interface RehearsalInfo {
  /** The proxy, the one origin. */
  baseUrl: string;
  admin: { username: string; password: string };
  /** The database the services use, as its owner (the migrate job's address). */
  databaseUrl: string;
  /** The private files volume of public-api, admin-api and news-worker. */
  filesDir: string;
  /** The news worker's queue connection, resolved from its environment as it resolves it. */
  queue: QueueConnectionConfig;
}

/** The variable naming the runner's JSON file for the Playwright run. */
export const rehearsalInfoVariable = 'COMPOSE_REHEARSAL_INFO';

export function readRehearsalInfo(env: Record<string, string | undefined>): RehearsalInfo {
  const path = env[rehearsalInfoVariable];
  if (!path) {
    throw new Error(
      `${rehearsalInfoVariable} is not set: the smoke tests run inside the rehearsal (pnpm test:compose)`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as RehearsalInfo;
}
