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

/**
 * Makes the schedulers of one family match `schedules`, for schedules that follow data (one per
 * news source): each wanted one is upserted, one of the family no longer wanted is removed.
 * A wanted scheduler is never removed and re-added, which could lose its next job (BullMQ).
 */
export async function syncJobSchedules(
  options: SyncSchedulesOptions,
): Promise<{ upserted: number; removed: string[] }> {
  const { config, queue: queueName, idPrefix, schedules } = options;
  for (const schedule of schedules) {
    if (!schedule.id.startsWith(idPrefix) || schedule.job.queue !== queueName) {
      throw new Error(`schedule "${schedule.id}" is not in ${idPrefix}* on queue ${queueName}`);
    }
  }
  const connection = openBullConnection(config, 'producer', options.connectionName);
  const queue = new Queue(queueName, connection.options, connection.factory);
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
