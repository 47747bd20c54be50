import { adminJobResponseSchema } from '@phi/contracts/admin';
import { openBullConnection } from '@phi/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

const ctx = useSignedInAdmin();

// Test data: a posting as staff would enter it.
const jobForm = {
  title: 'Speech Scientist',
  location: 'Nottingham, UK',
  type: 'Full Time',
  description: 'Train speech recognisers for noisy phone lines.',
  requirements: ['Python', 'Speech recognition'],
  isActive: true,
};

/** The knowledge queue as BullMQ stores it. */
let knowledgeQueue: Queue;
let closeQueue: () => Promise<void>;
beforeAll(() => {
  const connection = openBullConnection(
    { backend: 'postgres', url: ctx.testDb.url },
    'producer',
    'phi-test-raw',
  );
  knowledgeQueue = new Queue('knowledge', connection.options, connection.factory);
  closeQueue = async () => {
    await knowledgeQueue.close();
    await connection.close();
  };
});
afterAll(async () => {
  await closeQueue();
});

async function queuedSiteIndexes() {
  const jobs = await knowledgeQueue.getJobs(['waiting', 'prioritized', 'delayed']);
  return jobs.filter((job) => job.name === 'knowledge.index-site');
}

describe('job posting changes and the chat knowledge', () => {
  it('queue one site index after a create, joined by the update and delete that follow', async () => {
    await knowledgeQueue.obliterate({ force: true });
    const created = await ctx.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: ctx.admin.headers,
      payload: jobForm,
    });
    expect(created.statusCode, created.payload).toBe(201);
    const { job } = adminJobResponseSchema.parse(created.json());
    const afterCreate = await queuedSiteIndexes();
    expect(afterCreate).toHaveLength(1);
    expect(afterCreate[0]?.data).toMatchObject({ trigger: 'jobs-changed' });

    const updated = await ctx.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}`,
      headers: ctx.admin.headers,
      payload: { ...jobForm, title: 'Senior Speech Scientist' },
    });
    expect(updated.statusCode).toBe(200);
    const deleted = await ctx.testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job.id}`,
      headers: ctx.admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    // No worker runs here: the first request still waits, and the others joined it.
    expect((await queuedSiteIndexes()).map((entry) => entry.id)).toEqual(
      afterCreate.map((entry) => entry.id),
    );
  });
});
