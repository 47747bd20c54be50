import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { findActiveJobById, listActiveJobs } from './jobs.repository.ts';

describe('jobs repository', () => {
  const context = useTestDatabase();

  async function insertJob(title: string, isActive: boolean, createdAt: string) {
    return context.db
      .insertInto('jobs')
      .values({
        title,
        location: 'Remote (UK)',
        type: 'Contract',
        description: `${title} description`,
        requirements: ['TypeScript', 'PostgreSQL'],
        isActive,
        createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('lists only active jobs, newest first', async () => {
    await insertJob('Older', true, '2026-10-01T09:00:00Z');
    await insertJob('Hidden', false, '2026-11-20T09:00:00Z');
    await insertJob('Newer', true, '2026-11-01T09:00:00Z');
    const jobs = await listActiveJobs(context.db);
    expect(jobs.map((job) => job.title)).toEqual(['Newer', 'Older']);
    expect(jobs[0]).toMatchObject({
      type: 'Contract',
      requirements: ['TypeScript', 'PostgreSQL'],
      isActive: true,
    });
    expect(jobs[0]?.createdAt).toEqual(new Date('2026-11-01T09:00:00Z'));
  });

  it('finds an active job by id, in any letter case', async () => {
    const job = await insertJob('Voice AI Engineer', true, '2026-11-01T09:00:00Z');
    expect(await findActiveJobById(context.db, job.id)).toEqual(job);
    expect(await findActiveJobById(context.db, job.id.toUpperCase())).toEqual(job);
  });

  it('treats an inactive job as not found', async () => {
    const job = await insertJob('Closed role', false, '2026-11-01T09:00:00Z');
    expect(await findActiveJobById(context.db, job.id)).toBeUndefined();
  });

  it('treats an unknown id as not found', async () => {
    expect(
      await findActiveJobById(context.db, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
  });

  it('treats malformed ids as not found without asking the database', async () => {
    for (const id of ['general', '', '1', "' or 1=1 --", 'x'.repeat(500), '00000000-0000']) {
      expect(await findActiveJobById(context.db, id), id).toBeUndefined();
    }
  });
});
