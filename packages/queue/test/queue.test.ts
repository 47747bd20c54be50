import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openBullConnection, type QueueConnectionConfig } from '../src/connection.ts';
import { defineJob, type JobContract } from '../src/job.ts';
import { createProducer } from '../src/producer.ts';
import { createJobRegistry } from '../src/registry.ts';
import { type RunningWorkers, startWorkers } from '../src/worker.ts';
import { silentLogger, useBackends, waitFor } from './backends.ts';

const greetContract = {
  name: 'test.greet',
  queue: 'test-greetings',
  schema: z.object({ name: z.string().min(1), times: z.number().int().positive() }),
} satisfies JobContract;

const retriedContract = {
  ...greetContract,
  retry: { attempts: 4, backoffMs: 300 },
} satisfies JobContract;

const running: RunningWorkers[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const workers of running.splice(0)) {
    await workers.close(5_000);
  }
  for (const close of closers.splice(0)) {
    await close();
  }
});

/** A plain BullMQ queue handle on the same store, for what the product code never does. */
function openRawQueue(config: QueueConnectionConfig, name: string): Queue {
  const connection = openBullConnection(config, 'producer', 'phi-test-raw');
  const queue = new Queue(name, connection.options, connection.factory);
  closers.push(async () => {
    await queue.close();
    await connection.close();
  });
  return queue;
}

function start(options: Parameters<typeof startWorkers>[0]): Promise<RunningWorkers> {
  return startWorkers(options).then((workers) => {
    running.push(workers);
    return workers;
  });
}

describe.each(useBackends())('queue on $name', (backend) => {
  it('runs a job with its parsed payload', async () => {
    const config = backend.config();
    const seen: unknown[] = [];
    const registry = createJobRegistry([
      defineJob({
        ...greetContract,
        handle: async (payload) => {
          seen.push(payload);
        },
      }),
    ]);
    await start({ config, registry, logger: silentLogger, connectionName: 'phi-test' });
    const producer = createProducer(config, 'phi-test-producer');
    closers.push(() => producer.close());

    await producer.enqueue(greetContract, { name: 'Ada', times: 2 });

    await waitFor(() => seen.length === 1, 'the job to run');
    expect(seen).toEqual([{ name: 'Ada', times: 2 }]);
  });

  it('never hands a bad payload to handle: the job fails for good with a clear reason', async () => {
    const config = backend.config();
    let handled = 0;
    const registry = createJobRegistry([
      defineJob({
        ...greetContract,
        handle: async () => {
          handled += 1;
        },
      }),
    ]);
    await start({ config, registry, logger: silentLogger, connectionName: 'phi-test' });
    const producer = createProducer(config, 'phi-test-producer');
    closers.push(() => producer.close());

    // The producer refuses it before it is queued...
    await expect(producer.enqueue(greetContract, { name: '', times: 1 })).rejects.toThrow();
    // ...and a payload queued by anything else (an older deployment, a hand-made job) is
    // refused by the registry before handle.
    const raw = openRawQueue(config, greetContract.queue);
    const job = await raw.add(greetContract.name, { name: 'Ada', times: -1 }, { attempts: 3 });

    await waitFor(async () => (await raw.getJobState(String(job.id))) === 'failed', 'failure');
    const failed = await raw.getJob(String(job.id));
    expect(failed?.failedReason).toBe(
      'job "test.greet" has an invalid payload: times: Too small: expected number to be >0',
    );
    expect(failed?.attemptsMade).toBe(1);
    expect(handled).toBe(0);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const config = backend.config();
    const runs: number[] = [];
    const registry = createJobRegistry([
      defineJob({
        ...retriedContract,
        handle: async () => {
          runs.push(Date.now());
          if (runs.length < 3) {
            throw new Error(`transient failure ${runs.length}`);
          }
        },
      }),
    ]);
    await start({ config, registry, logger: silentLogger, connectionName: 'phi-test' });
    const producer = createProducer(config, 'phi-test-producer');
    closers.push(() => producer.close());

    const id = await producer.enqueue(retriedContract, { name: 'Ada', times: 1 });

    const raw = openRawQueue(config, greetContract.queue);
    await waitFor(async () => (await raw.getJobState(id)) === 'completed', 'completion', 20_000);
    expect(runs).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = runs;
    // Exponential: the first retry waits about 300 ms, the second about 600 ms; jitter takes
    // up to half of each delay off.
    expect(second - first).toBeGreaterThanOrEqual(150);
    expect(third - second).toBeGreaterThanOrEqual(300);
    // BullMQ counts the successful run as an attempt too.
    expect((await raw.getJob(id))?.attemptsMade).toBe(3);
  });

  it('keeps one scheduler however often the worker restarts', async () => {
    const config = backend.config();
    const registry = createJobRegistry([
      defineJob({ ...greetContract, handle: async () => undefined }),
    ]);
    const schedule = {
      id: 'greet-hourly',
      job: greetContract,
      payload: { name: 'scheduled', times: 1 },
      every: 60 * 60 * 1000,
    };
    for (let restart = 0; restart < 3; restart += 1) {
      const workers = await startWorkers({
        config,
        registry,
        schedules: [schedule],
        logger: silentLogger,
        connectionName: 'phi-test',
      });
      expect(await workers.close(5_000)).toBe(true);
    }
    const raw = openRawQueue(config, greetContract.queue);
    expect(await raw.getJobSchedulersCount()).toBe(1);
    const [scheduler] = await raw.getJobSchedulers();
    expect(scheduler?.key).toBe('greet-hourly');
    expect(scheduler?.template?.data).toEqual({ name: 'scheduled', times: 1 });
  });

  it('queues each startup job once per start, and refuses one without a handler', async () => {
    const config = backend.config();
    const seen: unknown[] = [];
    const registry = createJobRegistry([
      defineJob({
        ...greetContract,
        handle: async (payload) => {
          seen.push(payload);
        },
      }),
    ]);
    const startupJobs = [{ job: greetContract, payload: { name: 'at start', times: 1 } }];
    for (let restart = 0; restart < 2; restart += 1) {
      const workers = await start({
        config,
        registry,
        startupJobs,
        logger: silentLogger,
        connectionName: 'phi-test',
      });
      await waitFor(() => seen.length === restart + 1, 'the startup job');
      await workers.close(5_000);
    }
    expect(seen).toEqual([
      { name: 'at start', times: 1 },
      { name: 'at start', times: 1 },
    ]);
    const unknown = { ...greetContract, name: 'test.unhandled' };
    await expect(
      startWorkers({
        config,
        registry,
        startupJobs: [{ job: unknown, payload: { name: 'x', times: 1 } }],
        logger: silentLogger,
        connectionName: 'phi-test',
      }),
    ).rejects.toThrow('job "test.unhandled" is scheduled but has no handler in this worker');
  });
});
