import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJob } from './jobs-api.ts';

const job = {
  id: '5b0f0b8e-8b5e-4c43-9d0c-0b3c8a0f5e11',
  title: 'Machine Learning Engineer',
  location: 'Nottingham, UK',
  type: 'Full Time',
  description: 'Build speech models.',
  requirements: ['Python', 'PyTorch'],
  isActive: true,
  createdAt: '2025-01-10T09:00:00.000Z',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchJob', () => {
  it('returns the job when the answer matches the contract', async () => {
    answer(200, job);
    await expect(fetchJob(job.id)).resolves.toEqual(job);
    expect(fetch).toHaveBeenCalledWith(`/api/jobs/${job.id}`, expect.anything());
  });

  it('returns null for a 404, a malformed answer or a network failure', async () => {
    answer(404, { error: 'Job not found.', code: 'JOB_NOT_FOUND' });
    await expect(fetchJob('missing')).resolves.toBeNull();
    answer(200, { ...job, requirements: 'Python' });
    await expect(fetchJob(job.id)).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchJob(job.id)).resolves.toBeNull();
  });

  it('encodes the id into the path', async () => {
    answer(404, {});
    await fetchJob('a/b');
    expect(fetch).toHaveBeenCalledWith('/api/jobs/a%2Fb', expect.anything());
  });
});
