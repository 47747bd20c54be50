import { createDb } from '@phi/db';
import { closeRedisClient, createLogger, createRedisClient, startServer } from '@phi/server';
import { buildApp, serviceName } from './app.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const logger = createLogger({ service: serviceName, level: env.LOG_LEVEL });
const database = createDb(env.DATABASE_URL, {
  applicationName: `phi-${serviceName}`,
  onPoolError: (err) => logger.warn({ err }, 'idle database connection lost'),
});
const redis = env.REDIS_URL
  ? createRedisClient(env.REDIS_URL, { logger, connectionName: `phi-${serviceName}` })
  : undefined;

const app = await buildApp({ env, db: database.db, redis, logger });
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
