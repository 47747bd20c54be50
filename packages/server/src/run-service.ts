import { createDb, type Database } from '@phi/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { LogLevel } from './env.ts';
import { createLogger } from './logger.ts';
import { closeRedisClient, createRedisClient } from './redis.ts';
import { startServer } from './start-server.ts';

export interface ServiceEnv {
  PORT: number;
  HOST: string;
  LOG_LEVEL: LogLevel;
  DATABASE_URL: string;
  REDIS_URL?: string | undefined;
}

export interface ServiceDeps<E extends ServiceEnv> {
  env: E;
  db: Kysely<Database>;
  redis: Redis | undefined;
  logger: FastifyBaseLogger;
}

/**
 * A service's server.ts in one call: its own pool (surviving Postgres restarts), Redis when
 * configured, the app, listen, and a graceful shutdown that releases both after in-flight work.
 */
export async function runService<E extends ServiceEnv>(options: {
  serviceName: string;
  env: E;
  // biome-ignore lint/suspicious/noExplicitAny: any type provider of a built app
  buildApp: (deps: ServiceDeps<E>) => Promise<FastifyInstance<any, any, any, any, any>>;
}): Promise<void> {
  const { env, serviceName } = options;
  const logger = createLogger({ service: serviceName, level: env.LOG_LEVEL });
  const resources = openServiceResources({
    applicationName: `phi-${serviceName}`,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logger,
  });
  const app = await options.buildApp({ env, db: resources.db, redis: resources.redis, logger });
  await startServer({ app, port: env.PORT, host: env.HOST, logger, onShutdown: resources.close });
}

export interface ServiceResources {
  db: Kysely<Database>;
  redis: Redis | undefined;
  /** Releases the pool and the Redis client; call after the app has closed. */
  close(): Promise<void>;
}

/**
 * What a service app runs on: its own pool (surviving Postgres restarts) and Redis when
 * configured. Shared by server.ts (through runService) and the services' integration tests.
 */
export function openServiceResources(options: {
  applicationName: string;
  databaseUrl: string;
  redisUrl?: string | undefined;
  logger?: FastifyBaseLogger;
  maxConnections?: number;
}): ServiceResources {
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
