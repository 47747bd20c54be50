import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { type Connections, openConnections } from '@phi/runtime';
import type { Redis } from 'ioredis';
import type { ServiceFastify } from './create-fastify.ts';

// The integration-test harness both services' test/helper.ts build on: the app wired the way
// its server.ts wires it (own pool, own Redis client) on a test database, closed in order.

export { createTestDatabase, type TestDatabase };

// Nothing listens on port 1: a database or Redis that is down.
export const deadDatabaseUrl = 'postgres://root@127.0.0.1:1/unreachable';
export const deadRedisUrl = 'redis://127.0.0.1:1';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The variables every service's env schema needs in a test, before the service's own and the
 * test's overrides: a database that is down unless a test names one, and quiet logs
 * (TEST_LOG_LEVEL=debug shows them).
 */
export function baseTestEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: deadDatabaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  };
}

export interface TestApp {
  app: ServiceFastify;
  close(): Promise<void>;
}

/**
 * Opens the connections a service runs on and builds its app on them. The app comes back
 * before `ready()` so a test may add routes or hooks; `close()` closes the app, then the
 * connections it used.
 */
export async function openTestApp(options: {
  applicationName: string;
  databaseUrl: string;
  redisUrl?: string | undefined;
  build: (connections: Connections) => Promise<ServiceFastify>;
}): Promise<TestApp & { redis: Redis | undefined }> {
  const connections = openConnections({
    applicationName: options.applicationName,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    // Many test databases share one server: a test needs few connections.
    maxConnections: 4,
  });
  let app: ServiceFastify;
  try {
    app = await options.build(connections);
  } catch (error) {
    await connections.close();
    throw error;
  }
  return {
    app,
    redis: connections.redis,
    close: async () => {
      await app.close();
      await connections.close();
    },
  };
}

/** A fresh migrated database prepared by `prepare` (seeding); dropped again when that fails. */
export async function createPreparedDatabase(
  prepare: (database: TestDatabase) => Promise<unknown>,
): Promise<TestDatabase> {
  const database = await createTestDatabase();
  try {
    await prepare(database);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
