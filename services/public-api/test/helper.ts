import { baseTestEnv, openTestApp, type TestApp } from '@phi/server/testing';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { type Env, envSchema } from '../src/env.ts';

export {
  deadDatabaseUrl,
  deadRedisUrl,
  type TestApp,
  type TestDatabase,
  testRedisUrl,
} from '@phi/server/testing';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse(baseTestEnv(overrides));
}

/**
 * The app as server.ts wires it (its own pool and, when asked, its own Redis client) on the
 * given database URL. The app is returned before `ready()` so a test may add routes or hooks.
 */
export function createTestApp(options: {
  databaseUrl: string;
  redisUrl?: string;
  env?: Record<string, string>;
  applicationName?: string;
  logger?: FastifyBaseLogger;
}): Promise<TestApp & { redis: Redis | undefined }> {
  const env = testEnv({ DATABASE_URL: options.databaseUrl, ...options.env });
  return openTestApp({
    applicationName: options.applicationName ?? 'phi-public-api-test',
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    build: (connections) => buildApp({ env, ...connections, logger: options.logger }),
  });
}
