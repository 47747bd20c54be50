import type { z } from 'zod';

/**
 * What producers and the worker agree on (kept in @phi/contracts/jobs): name, queue, payload,
 * and how often a failure is retried.
 */
export interface JobContract<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly queue: string;
  readonly schema: S;
  readonly retry?: Partial<RetryPolicy>;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  logger: JobLogger;
  /** Aborted when the worker is shutting down: long work stops early and is run again later. */
  signal: AbortSignal;
}

export interface RetryPolicy {
  attempts: number;
  /** First retry after this many ms, doubling each time, with jitter. */
  backoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, backoffMs: 2_000 };

/** The contract's retry policy with the defaults filled in. */
export function retryPolicyOf(contract: JobContract, override?: Partial<RetryPolicy>): RetryPolicy {
  return { ...defaultRetryPolicy, ...contract.retry, ...override };
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobContract<S> {
  /** Runs only with a payload that passed `schema`. */
  handle(payload: z.output<S>, context: JobContext): Promise<unknown>;
}

/** A job of the worker: its contract and the handler that runs it (formbricks' job pattern). */
export function defineJob<S extends z.ZodType>(
  definition: JobContract<S> & {
    handle: (payload: z.output<S>, context: JobContext) => Promise<unknown>;
  },
): JobDefinition<S> {
  return definition;
}
