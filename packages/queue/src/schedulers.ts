import { Queue } from 'bullmq';
import type { z } from 'zod';
import { openBullConnection, type QueueConnectionConfig } from './connection.ts';
import { type JobContract, retryPolicyOf } from './job.ts';
import { jobRetention, jobRetryOptions } from './producer.ts';

export interface JobSchedule<S extends z.ZodType = z.ZodType> {
  /** Stable id: the same id upserted again replaces the schedule instead of adding one. */
  id: string;
  job: JobContract<S>;
  payload: z.input<S>;
  /** Every so many ms, or a cron pattern. */
  every?: number;
  pattern?: string;
  /** 1 runs first; the jobs this scheduler queues carry it. */
  priority?: number;
}

/** Writes one scheduler (an upsert: its id decides whether it is new). */
export async function upsertSchedule(queue: Queue, schedule: JobSchedule): Promise<void> {
  await queue.upsertJobScheduler(
    schedule.id,
    schedule.pattern ? { pattern: schedule.pattern } : { every: schedule.every },
    {
      name: schedule.job.name,
      data: schedule.job.schema.parse(schedule.payload),
      opts: {
        ...jobRetryOptions(retryPolicyOf(schedule.job)),
        ...jobRetention,
        ...(schedule.priority ? { priority: schedule.priority } : {}),
      },
    },
  );
}

export interface SyncSchedulesOptions {
  config: QueueConnectionConfig;
  connectionName: string;
  queue: string;
  /** The family of schedulers this call owns (say `news-source:`); others are left alone. */
  idPrefix: string;
  schedules: readonly JobSchedule[];
}

type SyncResult = { upserted: number; removed: string[] };

// The sync of each family running in this process, per store; the next one waits for it.
const syncsRunning = new Map<string, Promise<SyncResult>>();

/**
 * Makes the schedulers of one family match `schedules`, for schedules that follow data (one per
 * news source): each wanted one is upserted, one of the family no longer wanted is removed.
 * A wanted scheduler is never removed and re-added, which could lose its next job (BullMQ).
 *
 * Syncs of one family run one at a time in a process. Two at once (a worker's startup sync and
 * its sync scheduler's first run take its two job slots together) upsert the same schedulers
 * concurrently, and on the PostgreSQL backend such an upsert is not atomic as Redis's script
 * is: each of two upserts of a new scheduler queues its own first job (a new source fetched
 * twice), and of an existing one queues the run after next as well. Workers in several
 * processes on one PostgreSQL can still race (the standalone run starts one).
 */
export async function syncJobSchedules(options: SyncSchedulesOptions): Promise<SyncResult> {
  const { config, queue: queueName, idPrefix, schedules } = options;
  for (const schedule of schedules) {
    if (!schedule.id.startsWith(idPrefix) || schedule.job.queue !== queueName) {
      throw new Error(`schedule "${schedule.id}" is not in ${idPrefix}* on queue ${queueName}`);
    }
  }
  const key = JSON.stringify([config, queueName, idPrefix]);
  const previous = syncsRunning.get(key);
  const sync = (previous ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => syncFamily(options));
  syncsRunning.set(key, sync);
  try {
    return await sync;
  } finally {
    if (syncsRunning.get(key) === sync) {
      syncsRunning.delete(key);
    }
  }
}

async function syncFamily(options: SyncSchedulesOptions): Promise<SyncResult> {
  const { config, queue: queueName, idPrefix, schedules } = options;
  const connection = openBullConnection(config, 'producer', options.connectionName);
  const queue = new Queue(queueName, connection.options, connection.factory);
  queue.on('error', () => {
    // A lost connection fails the call below, which reports it.
  });
  try {
    const wanted = new Set(schedules.map((schedule) => schedule.id));
    const removed: string[] = [];
    const pageSize = 500;
    for (let start = 0; ; start += pageSize) {
      const page = await queue.getJobSchedulers(start, start + pageSize - 1, true);
      for (const scheduler of page) {
        const id = scheduler.key;
        if (id.startsWith(idPrefix) && !wanted.has(id)) {
          removed.push(id);
        }
      }
      if (page.length < pageSize) {
        break;
      }
    }
    for (const id of removed) {
      await queue.removeJobScheduler(id);
    }
    for (const schedule of schedules) {
      await upsertSchedule(queue, schedule);
    }
    return { upserted: schedules.length, removed };
  } finally {
    await queue.close();
    await connection.close();
  }
}
