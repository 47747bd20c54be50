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
  const database = createDb(env.DATABASE_URL, {
    applicationName: `phi-${serviceName}`,
    onPoolError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  const redis = env.REDIS_URL
    ? createRedisClient(env.REDIS_URL, { logger, connectionName: `phi-${serviceName}` })
    : undefined;

  const app = await options.buildApp({ env, db: database.db, redis, logger });
  await startServer({
    app,
    port: env.PORT,
    host: env.HOST,
    logger,
    onShutdown: async () => {
      if (redis) {
        closeRedisClient(redis);
      }
      await database.close();
    },
  });
}
