import { type Job, Queue, Worker } from 'bullmq';
import type { z } from 'zod';
import { openBullConnection, type QueueConnectionConfig } from './connection.ts';
import { type JobContract, type JobLogger, retryPolicyOf } from './job.ts';
import { jobRetention, jobRetryOptions } from './producer.ts';
import type { JobRegistry } from './registry.ts';
import { type JobSchedule, upsertSchedule } from './schedulers.ts';

/** A job queued once each time the worker starts (say, a sweep that should not wait an hour). */
export interface StartupJob<S extends z.ZodType = z.ZodType> {
  job: JobContract<S>;
  payload: z.input<S>;
}

export interface WorkerTuning {
  /** Jobs run at once per queue. */
  concurrency?: number;
  /** A job whose worker stops renewing its lock this long is taken to have died with it. */
  lockDurationMs?: number;
  /** How often a worker looks for such stalled jobs to run them again. */
  stalledIntervalMs?: number;
}

export interface StartWorkersOptions extends WorkerTuning {
  config: QueueConnectionConfig;
  registry: JobRegistry;
  schedules?: readonly JobSchedule[];
  startupJobs?: readonly StartupJob[];
  logger: JobLogger;
  connectionName: string;
}

export interface RunningWorkers {
  /**
   * Stops taking jobs, aborts the running ones' signals and waits for them up to `deadlineMs`.
   * A job still running then is left to its lock: it expires and the job runs again on the
   * next start, so nothing is lost. Resolves true when everything closed in time.
   */
  close(deadlineMs: number): Promise<boolean>;
}

/**
 * One BullMQ Worker per queue of the registry, each on its own connection, and the job
 * schedulers upserted once at start. Schedulers are never removed here: removing and adding a
 * scheduler again in quick succession can lose its next job (BullMQ), and an upsert already
 * replaces a changed one.
 */
export async function startWorkers(options: StartWorkersOptions): Promise<RunningWorkers> {
  const { config, registry, logger } = options;
  const shutdown = new AbortController();
  const closers: Array<() => Promise<void>> = [];
  const workers: Worker[] = [];

  await prepareQueues(options);

  for (const queueName of registry.queues) {
    const connection = openBullConnection(config, 'worker', options.connectionName);
    const processor = (job: Job) =>
      registry.run(job.name, job.data, {
        jobId: String(job.id),
        attempt: job.attemptsMade + 1,
        logger,
        signal: shutdown.signal,
      });
    const worker = new Worker(
      queueName,
      processor,
      {
        ...connection.options,
        concurrency: options.concurrency ?? 2,
        ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
      },
      connection.factory,
    );
    worker.on('failed', (job, err) => {
      logger.warn(
        { queue: queueName, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err },
        'job failed',
      );
    });
    worker.on('error', (err) => {
      logger.error({ queue: queueName, err }, 'queue worker error');
    });
    workers.push(worker);
    closers.push(connection.close);
  }
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));

  return {
    async close(deadlineMs) {
      shutdown.abort();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      });
      const closed = Promise.all(workers.map((worker) => worker.close())).then(() => true);
      const isInTime = await Promise.race([closed, deadline]);
      clearTimeout(timer);
      for (const close of closers) {
        await close();
      }
      return isInTime;
    },
  };
}

/** Upserts the schedulers and queues the startup jobs, one short-lived Queue per queue. */
async function prepareQueues(options: StartWorkersOptions): Promise<void> {
  const { config, registry, schedules = [], startupJobs = [] } = options;
  const queueNames = new Set<string>();
  for (const { job } of [...schedules, ...startupJobs]) {
    if (!registry.get(job.name)) {
      throw new Error(`job "${job.name}" is scheduled but has no handler in this worker`);
    }
    queueNames.add(job.queue);
  }
  for (const queueName of queueNames) {
    const connection = openBullConnection(config, 'producer', options.connectionName);
    const queue = new Queue(queueName, connection.options, connection.factory);
    queue.on('error', () => {
      // A lost connection fails the call below, which reports it.
    });
    try {
      for (const schedule of schedules.filter(({ job }) => job.queue === queueName)) {
        await upsertSchedule(queue, schedule);
      }
      for (const { job, payload } of startupJobs.filter(({ job }) => job.queue === queueName)) {
        await queue.add(job.name, job.schema.parse(payload), {
          ...jobRetryOptions(retryPolicyOf(job)),
          ...jobRetention,
        });
      }
    } finally {
      await queue.close();
      await connection.close();
    }
  }
}
