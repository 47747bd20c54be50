import { withTimeout } from '@phi/runtime';
import { Queue } from 'bullmq';
import type { z } from 'zod';
import { openBullConnection, type QueueConnectionConfig } from './connection.ts';
import { type JobContract, type RetryPolicy, retryPolicyOf } from './job.ts';

export interface EnqueueOptions {
  /** A job with the same id already waiting or running is not added twice. */
  jobId?: string;
  /**
   * While a job added with this id is waiting, delayed or running, adding another returns that
   * job's id instead of queueing a second one; once it finishes the next add queues again.
   */
  deduplicationId?: string;
  delayMs?: number;
  /** 1 is the highest; lower numbers run first. */
  priority?: number;
  retry?: Partial<RetryPolicy>;
}

export interface Producer {
  /** Parses `payload` with the contract (a bad one throws here and is never queued). */
  enqueue<S extends z.ZodType>(
    contract: JobContract<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Where a queued job stands; 'unknown' once it was trimmed from the store or never existed. */
  getJobState(contract: JobContract, jobId: string): Promise<QueuedJobState>;
  close(): Promise<void>;
}

export type QueuedJobState = 'waiting' | 'running' | 'completed' | 'failed' | 'unknown';

/** BullMQ's finer states as the four a caller acts on. */
export function toQueuedJobState(state: string): QueuedJobState {
  switch (state) {
    case 'waiting':
    case 'delayed':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'active':
      return 'running';
    case 'completed':
    case 'failed':
      return state;
    default:
      return 'unknown';
  }
}

/** Retries back off exponentially from `backoffMs`, with jitter so failures do not align. */
export function jobRetryOptions(policy: RetryPolicy) {
  return {
    attempts: policy.attempts,
    backoff: { type: 'exponential' as const, delay: policy.backoffMs, jitter: 0.5 },
  };
}

// Finished jobs are kept for a while for inspection, then trimmed so the store stays small.
export const jobRetention = {
  removeOnComplete: { age: 24 * 60 * 60, count: 1000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5000 },
};

/**
 * How long a producer call waits for the store. While Redis is down BullMQ's add waits for a
 * connection that may never come (its client keeps reconnecting): an HTTP request would hang.
 * Generous, because the first add on the PostgreSQL backend may create BullMQ's schema. An add
 * that timed out may still be stored once the store answers; callers say "try again".
 */
export const producerAnswerDeadlineMs = 10_000;

/** Adds jobs on its own connection (never the worker's), one BullMQ Queue per queue name. */
export function createProducer(
  config: QueueConnectionConfig,
  connectionName: string,
  options: { answerDeadlineMs?: number } = {},
): Producer {
  const deadlineMs = options.answerDeadlineMs ?? producerAnswerDeadlineMs;
  const answerInTime = <T>(work: Promise<T>, what: string): Promise<T> => {
    // A call that settles after the deadline has no one waiting for it.
    work.catch(() => undefined);
    return withTimeout(work, deadlineMs, what);
  };
  type Entry = { queue: Queue; close: () => Promise<void>; hasFailedToStart: boolean };
  const queues = new Map<string, Entry>();
  const queueFor = (name: string): Queue => {
    let entry = queues.get(name);
    if (entry?.hasFailedToStart) {
      // BullMQ's PostgreSQL backend keeps a failed start for good (its connection memoizes
      // the first schema check: `waitUntilReady` in
      // node_modules/bullmq/dist/cjs/postgres/postgres-connection.js), so a Queue first used
      // while the database was unreachable would fail every later call: open a new one.
      const broken = entry;
      void broken.queue
        .close()
        .then(broken.close)
        .catch(() => undefined);
      entry = undefined;
    }
    if (!entry) {
      const connection = openBullConnection(config, 'producer', connectionName);
      const queue = new Queue(name, connection.options, connection.factory);
      queue.on('error', () => {
        // Surfaces as the rejected add() below.
      });
      const created: Entry = { queue, close: connection.close, hasFailedToStart: false };
      queue.waitUntilReady().catch(() => {
        created.hasFailedToStart = true;
      });
      entry = created;
      queues.set(name, entry);
    }
    return entry.queue;
  };

  return {
    async enqueue(contract, payload, options = {}) {
      const data = contract.schema.parse(payload);
      const adding = queueFor(contract.queue).add(contract.name, data, {
        ...jobRetryOptions(retryPolicyOf(contract, options.retry)),
        ...jobRetention,
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(options.delayMs ? { delay: options.delayMs } : {}),
        ...(options.priority ? { priority: options.priority } : {}),
        ...(options.deduplicationId ? { deduplication: { id: options.deduplicationId } } : {}),
      });
      const job = await answerInTime(adding, `queueing ${contract.name}`);
      return String(job.id);
    },
    async getJobState(contract, jobId) {
      const state = queueFor(contract.queue).getJobState(jobId);
      return toQueuedJobState(await answerInTime(state, `reading the state of ${contract.name}`));
    },
    async close() {
      for (const { queue, close } of queues.values()) {
        await queue.close();
        await close();
      }
      queues.clear();
    },
  };
}
