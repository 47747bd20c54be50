import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobContract } from '../src/job.ts';
import { createProducer, type Producer } from '../src/producer.ts';
import { createJobRegistry } from '../src/registry.ts';
import { type RunningWorkers, startWorkers } from '../src/worker.ts';
import { silentLogger, useBackends, waitFor } from './backends.ts';

const refreshContract = {
  name: 'test.refresh',
  queue: 'test-refresh',
  schema: z.object({ trigger: z.string() }),
} satisfies JobContract;

const running: RunningWorkers[] = [];
const producers: Producer[] = [];
afterEach(async () => {
  for (const workers of running.splice(0)) {
    await workers.close(5_000);
  }
  for (const producer of producers.splice(0)) {
    await producer.close();
  }
});

describe.each(useBackends())('producer on $name', (backend) => {
  it('answers the pending job for a duplicate while it waits, a new one once it is done', async () => {
    const config = backend.config();
    const producer = createProducer(config, 'phi-test-producer');
    producers.push(producer);

    const first = await producer.enqueue(
      refreshContract,
      { trigger: 'visitor 1' },
      {
        deduplicationId: 'refresh-all',
      },
    );
    const second = await producer.enqueue(
      refreshContract,
      { trigger: 'visitor 2' },
      {
        deduplicationId: 'refresh-all',
      },
    );
    expect(second).toBe(first);
    expect(await producer.getJobState(refreshContract, first)).toBe('waiting');

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const registry = createJobRegistry([
      defineJob({
        ...refreshContract,
        handle: async ({ trigger }) => {
          seen.push(trigger);
          await gate;
        },
      }),
    ]);
    running.push(
      await startWorkers({ config, registry, logger: silentLogger, connectionName: 'phi-test' }),
    );
    await waitFor(
      async () => (await producer.getJobState(refreshContract, first)) === 'running',
      'the job to start',
    );
    const whileRunning = await producer.enqueue(
      refreshContract,
      { trigger: 'visitor 3' },
      {
        deduplicationId: 'refresh-all',
      },
    );
    expect(whileRunning).toBe(first);

    release();
    await waitFor(
      async () => (await producer.getJobState(refreshContract, first)) === 'completed',
      'the job to complete',
    );
    expect(seen).toEqual(['visitor 1']);
    const after = await producer.enqueue(
      refreshContract,
      { trigger: 'visitor 4' },
      {
        deduplicationId: 'refresh-all',
      },
    );
    expect(after).not.toBe(first);
    await waitFor(() => seen.length === 2, 'the second job to run');
    expect(seen).toEqual(['visitor 1', 'visitor 4']);
  });

  it('reports an id it never queued as unknown', async () => {
    const producer = createProducer(backend.config(), 'phi-test-producer');
    producers.push(producer);
    expect(await producer.getJobState(refreshContract, 'no-such-job')).toBe('unknown');
  });
});
