import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { QueueConnectionConfig } from '../src/connection.ts';

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BackendUnderTest {
  readonly name: 'redis' | 'postgres';
  /** A fresh, isolated place for queues: a key prefix on Redis, a new database on PostgreSQL. */
  config(): QueueConnectionConfig;
}

async function assertRedisAnswers(): Promise<void> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis at ${redisUrl} does not answer (${(error as Error).message}): start it or set TEST_REDIS_URL`,
    );
  } finally {
    client.disconnect();
  }
}

async function deleteKeys(prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        await client.del(...keys);
      }
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** Both backends against the real servers; call at the top of a test file. */
export function useBackends(): BackendUnderTest[] {
  const prefixes: string[] = [];
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    await assertRedisAnswers();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const prefix of prefixes) {
      await deleteKeys(prefix);
    }
    await database?.drop();
  });
  let schemaCount = 0;
  return [
    {
      name: 'redis',
      config: () => {
        const prefix = `phi-test-${randomBytes(5).toString('hex')}`;
        prefixes.push(prefix);
        return { backend: 'redis', url: redisUrl, prefix };
      },
    },
    {
      name: 'postgres',
      config: () => {
        if (!database) {
          throw new Error('the test database is not ready: use it inside tests or hooks');
        }
        schemaCount += 1;
        return { backend: 'postgres', url: database.url, schema: `bullmq_test_${schemaCount}` };
      },
    },
  ];
}

/** Resolves when `check` holds, polling; rejects with `what` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const silentLogger = { info() {}, warn() {}, error() {} };
