import { createDb, type Database } from '@phi/db';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from './logger.ts';
import { closeRedisClient, createRedisClient } from './redis.ts';

export interface Connections {
  db: Kysely<Database>;
  redis: Redis | undefined;
  /** Releases the pool and the Redis client; call after the work using them has stopped. */
  close(): Promise<void>;
}

/**
 * What a deployable runs on: its own pool (surviving Postgres restarts) and Redis when
 * configured. Shared by the services, the worker and their integration tests.
 */
export function openConnections(options: {
  applicationName: string;
  databaseUrl: string;
  redisUrl?: string | undefined;
  logger?: Pick<Logger, 'info' | 'warn'>;
  maxConnections?: number;
}): Connections {
  const { logger } = options;
  const database = createDb(options.databaseUrl, {
    max: options.maxConnections,
    applicationName: options.applicationName,
    onPoolError: logger
      ? (err) => logger.warn({ err }, 'idle database connection lost')
      : undefined,
  });
  const redis = options.redisUrl
    ? createRedisClient(options.redisUrl, { logger, connectionName: options.applicationName })
    : undefined;
  return {
    db: database.db,
    redis,
    close: async () => {
      if (redis) {
        closeRedisClient(redis);
      }
      await database.close();
    },
  };
}
