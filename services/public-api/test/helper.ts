import type { createTestDatabase } from '@phi/db/testing';
import { openConnections } from '@phi/runtime';
import type { ServiceFastify } from '@phi/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { type Env, envSchema } from '../src/env.ts';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Nothing listens on port 1: a database or Redis that is down.
export const deadDatabaseUrl = 'postgres://root@127.0.0.1:1/unreachable';
export const deadRedisUrl = 'redis://127.0.0.1:1';

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse({
    DATABASE_URL: deadDatabaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: ServiceFastify;
  close(): Promise<void>;
}

/**
 * The app as server.ts wires it (its own pool and, when asked, its own Redis client) on the
 * given database URL. The app is returned before `ready()` so a test may add routes or hooks.
 */
export async function createTestApp(options: {
  databaseUrl: string;
  redisUrl?: string;
  env?: Record<string, string>;
  applicationName?: string;
  logger?: FastifyBaseLogger;
}): Promise<TestApp & { redis: Redis | undefined }> {
  const resources = openConnections({
    applicationName: options.applicationName ?? 'phi-public-api-test',
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    maxConnections: 4,
  });
  const env = testEnv({ DATABASE_URL: options.databaseUrl, ...options.env });
  const app = await buildApp({ env, ...resources, logger: options.logger });
  return {
    app,
    redis: resources.redis,
    close: async () => {
      await app.close();
      await resources.close();
    },
  };
}
