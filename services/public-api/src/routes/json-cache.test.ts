import { type Job, jobListResponseSchema } from '@phi/contracts/public';
import { describe, expect, it, vi } from 'vitest';
import { createJsonCache, createKeyedJsonCache } from './json-cache.ts';

const createJobListCache = (load: () => Promise<Job[]>, ttlMs: number, now?: () => number) =>
  createJsonCache(load, jobListResponseSchema, ttlMs, now);

const job: Job = {
  id: '0b5f4a9e-7d1c-4d7e-9a51-0e2f3f9b8c11',
  title: 'Voice AI Engineer',
  location: 'Nottingham, UK',
  type: 'Full Time',
  description: 'Build voice agents.',
  requirements: ['TypeScript'],
  isActive: true,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('JSON cache (the job list)', () => {
  it('loads once while fresh and again once the time is up', async () => {
    let clock = 1_000;
    const load = vi.fn(async () => [job]);
    const cache = createJobListCache(load, 5_000, () => clock);

    expect(JSON.parse(await cache.read())).toEqual([job]);
    clock += 4_999;
    await cache.read();
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among requests that arrive while it runs', async () => {
    let release: (jobs: Job[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<Job[]>((resolve) => (release = resolve)));
    const cache = createJobListCache(load, 5_000);

    const reads = [cache.read(), cache.read(), cache.read()];
    release([job]);
    const answers = await Promise.all(reads);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failure: the next request asks the database again', async () => {
    const load = vi
      .fn<() => Promise<Job[]>>()
      .mockRejectedValueOnce(new Error('connection terminated'))
      .mockResolvedValueOnce([job]);
    const cache = createJobListCache(load, 5_000);

    await expect(cache.read()).rejects.toThrow('connection terminated');
    expect(JSON.parse(await cache.read())).toEqual([job]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a list that breaks the contract instead of sending it', async () => {
    const cache = createJobListCache(async () => [{ ...job, title: 42 } as unknown as Job], 5_000);
    await expect(cache.read()).rejects.toThrow();
  });

  it('with no lifetime reads the database on every request', async () => {
    const load = vi.fn(async () => [job]);
    const cache = createJobListCache(load, 0);
    await cache.read();
    await cache.read();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('keyed JSON cache (one per query)', () => {
  it('loads each key once while fresh and keeps at most maxKeys', async () => {
    const load = vi.fn(async (page: number) => [{ ...job, id: `job-${page}` }]);
    const cache = createKeyedJsonCache(load, jobListResponseSchema, 5_000, {
      keyOf: (page) => String(page),
      maxKeys: 2,
    });
    await cache.read(1);
    await cache.read(1);
    await cache.read(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(await cache.read(2))[0].id).toBe('job-2');

    await cache.read(3);
    await cache.read(1);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('clearing a JSON cache', () => {
  it('makes the next read load again', async () => {
    const load = vi.fn(async () => [job]);
    const cache = createJobListCache(load, 60_000);
    await cache.read();
    cache.clear();
    await cache.read();
    expect(load).toHaveBeenCalledTimes(2);

    const keyedLoad = vi.fn(async (page: number) => [{ ...job, id: `job-${page}` }]);
    const keyed = createKeyedJsonCache(keyedLoad, jobListResponseSchema, 60_000, {
      keyOf: (page) => String(page),
    });
    await keyed.read(1);
    keyed.clear();
    await keyed.read(1);
    expect(keyedLoad).toHaveBeenCalledTimes(2);
  });
});
