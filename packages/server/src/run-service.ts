import type { Database } from '@phi/db';
import { createLogger, type LogLevel, openConnections } from '@phi/runtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
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
 * A service's server.ts in one call: its own connections (@phi/runtime), the app, listen, and
 * a graceful shutdown that releases the connections after in-flight requests.
 */
export async function runService<E extends ServiceEnv>(options: {
  serviceName: string;
  env: E;
  // biome-ignore lint/suspicious/noExplicitAny: any type provider of a built app
  buildApp: (deps: ServiceDeps<E>) => Promise<FastifyInstance<any, any, any, any, any>>;
}): Promise<void> {
  const { env, serviceName } = options;
  const logger = createLogger({ service: serviceName, level: env.LOG_LEVEL });
  const connections = openConnections({
    applicationName: `phi-${serviceName}`,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logger,
  });
  const app = await options.buildApp({ env, db: connections.db, redis: connections.redis, logger });
  await startServer({ app, port: env.PORT, host: env.HOST, logger, onShutdown: connections.close });
}
