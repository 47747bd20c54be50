import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFileStore } from '@phi/files';
import { createModelProvider } from '@phi/model-provider';
import { startFeedParseThreads } from '@phi/news';
import { createJobRegistry, resolveQueueConnection, startWorkers } from '@phi/queue';
import { createLogger, installGracefulShutdown, openConnections } from '@phi/runtime';
import { loadEnv } from './env.ts';
import { createJobs, jobSchedules, startupJobs } from './jobs.ts';

const serviceName = 'news-worker';
const env = loadEnv();
const logger = createLogger({ service: serviceName, level: env.LOG_LEVEL });
const connections = openConnections({
  applicationName: `phi-${serviceName}`,
  databaseUrl: env.DATABASE_URL,
  logger,
});
const queue = resolveQueueConnection(env);
// The thread's entry sits beside this file: .js in the build (package.json), or .ts run by tsx,
// whose loader the threads then register first.
const isSource = extname(fileURLToPath(import.meta.url)) === '.ts';
const parseThreads =
  env.NEWS_PARSE_THREADS > 0
    ? startFeedParseThreads({
        entry: new URL(`./news/feed-parse-thread.${isSource ? 'ts' : 'js'}`, import.meta.url),
        threads: env.NEWS_PARSE_THREADS,
        ...(isSource ? { loader: import.meta.resolve('tsx/esm/api') } : {}),
      })
    : undefined;
const registry = createJobRegistry(
  createJobs({
    db: connections.db,
    files: createFileStore(env.FILES_DIR),
    embedder: createModelProvider(env)?.embedder ?? null,
    voiceTranscriptRetentionDays: env.VOICE_TRANSCRIPT_RETENTION_DAYS,
    news: {
      queue,
      connectionName: `phi-${serviceName}`,
      sourceIntervalMs: env.NEWS_FETCH_INTERVAL_MS,
      fetchConcurrency: env.NEWS_FETCH_CONCURRENCY,
      allowPrivateHosts: env.NEWS_ALLOW_PRIVATE_HOSTS,
      ...(parseThreads ? { parse: parseThreads.parse } : {}),
    },
  }),
);

const starting = startWorkers({
  config: queue,
  registry,
  schedules: jobSchedules,
  startupJobs,
  logger,
  connectionName: `phi-${serviceName}`,
  concurrency: env.WORKER_CONCURRENCY,
});
// Installed before startup ends: the workers take jobs while the schedules are still being
// written, so a SIGTERM then (a deploy, a test that saw a startup job run) must get the same
// graceful close instead of the default signal death. It waits for the startup first.
installGracefulShutdown({
  logger,
  // The deadline for running jobs, then a little for closing connections.
  graceMs: env.SHUTDOWN_DEADLINE_MS + 5_000,
  onShutdown: async () => {
    const workers = await starting.catch(() => undefined);
    const isInTime = (await workers?.close(env.SHUTDOWN_DEADLINE_MS)) ?? true;
    if (!isInTime) {
      logger.warn('jobs still running at the deadline will run again on the next start');
    }
    await parseThreads?.close();
    await connections.close();
  },
});

try {
  await starting;
  logger.info({ queues: registry.queues, backend: queue.backend }, `${serviceName} is taking jobs`);
} catch (err) {
  logger.fatal({ err }, 'could not start the workers');
  await parseThreads?.close();
  await connections.close();
  process.exit(1);
}
