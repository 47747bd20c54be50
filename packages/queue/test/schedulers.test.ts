import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openBullConnection, type QueueConnectionConfig } from '../src/connection.ts';
import type { JobContract } from '../src/job.ts';
import { type JobSchedule, syncJobSchedules, upsertSchedule } from '../src/schedulers.ts';
import { useBackends } from './backends.ts';

const fetchContract = {
  name: 'test.fetch-source',
  queue: 'test-feeds',
  schema: z.object({ sourceId: z.string() }),
} satisfies JobContract;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) {
    await close();
  }
});

function openRawQueue(config: QueueConnectionConfig): Queue {
  const connection = openBullConnection(config, 'producer', 'phi-test-raw');
  const queue = new Queue(fetchContract.queue, connection.options, connection.factory);
  closers.push(async () => {
    await queue.close();
    await connection.close();
  });
  return queue;
}

const perSource = (sourceId: string, priority = 1): JobSchedule => ({
  id: `feed:${sourceId}`,
  job: fetchContract,
  payload: { sourceId },
  every: 60 * 60 * 1000,
  priority,
});

describe.each(useBackends())('schedules that follow data on $name', (backend) => {
  it('upserts the wanted ones, removes the family members no longer wanted, leaves others', async () => {
    const config = backend.config();
    const raw = openRawQueue(config);
    await upsertSchedule(raw, { ...perSource('other'), id: 'hourly-other-family' });
    const sync = (schedules: JobSchedule[]) =>
      syncJobSchedules({
        config,
        connectionName: 'phi-test',
        queue: fetchContract.queue,
        idPrefix: 'feed:',
        schedules,
      });

    for (let restart = 0; restart < 3; restart += 1) {
      await sync([perSource('a', 99), perSource('b')]);
    }
    const keys = async () => (await raw.getJobSchedulers(0, -1, true)).map((s) => s.key).sort();
    expect(await keys()).toEqual(['feed:a', 'feed:b', 'hourly-other-family']);
    const a = (await raw.getJobSchedulers()).find((scheduler) => scheduler.key === 'feed:a');
    expect(a?.template?.data).toEqual({ sourceId: 'a' });
    expect(a?.template?.opts?.priority).toBe(99);

    const result = await sync([perSource('b')]);
    expect(result.removed).toEqual(['feed:a']);
    expect(await keys()).toEqual(['feed:b', 'hourly-other-family']);

    await expect(sync([{ ...perSource('c'), id: 'elsewhere:c' }])).rejects.toThrow(
      'schedule "elsewhere:c" is not in feed:* on queue test-feeds',
    );
  });
});
