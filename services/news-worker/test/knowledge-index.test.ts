import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  knowledgeIndexSiteDeduplicationId,
  knowledgeIndexSiteJob,
  newsFetchSourceJob,
} from '@phi/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { type FeedServer, startFeedServer } from '@phi/news/testing';
import { createProducer } from '@phi/queue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killWorkers, startWorker, waitFor } from './worker-harness.ts';

// The site collection behind the chat, kept in step by the worker on the standalone run's
// queue backend (PostgreSQL): indexed at start, after a job posting change (queued the way
// admin-api queues it), and after a news fetch stored new articles.

let server: FeedServer;
let testDb: TestDatabase;
let filesDir: string;
beforeAll(async () => {
  server = await startFeedServer();
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-knowledge-worker-files-'));
  server.serve('/feeds/knowledge.xml', {
    body: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Lab notes</title><link>https://lab.example.test/</link>
<item><title>Quantised speech models on a Raspberry Pi</title>
<link>https://lab.example.test/posts/quantised-speech</link>
<pubDate>${new Date().toUTCString()}</pubDate>
<description>We ran a quantised speech recogniser on a Raspberry Pi at the edge.</description></item>
</channel></rss>`,
    contentType: 'application/rss+xml; charset=utf-8',
  });
});
afterAll(async () => {
  await server?.close();
  await testDb?.drop();
  await rm(filesDir, { recursive: true, force: true });
});
afterEach(killWorkers);

function findDocument(key: string) {
  return testDb.db
    .selectFrom('knowledgeDocuments')
    .select(['documentKey', 'path', 'title'])
    .where('collection', '=', 'site')
    .where('documentKey', '=', key)
    .executeTakeFirst();
}

describe('knowledge.index-site in the worker', () => {
  it('indexes the site at start, after a job posting change and after stored news', async () => {
    const worker = startWorker({
      DATABASE_URL: testDb.url,
      FILES_DIR: filesDir,
      NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    });
    await waitFor(
      async () => (await findDocument('/services/custom-voice-bots')) !== undefined,
      () => `the start-up index (worker output:\n${worker.output()})`,
    );

    const job = await testDb.db
      .insertInto('jobs')
      .values({
        title: 'Speech Scientist',
        location: 'Nottingham, UK',
        description: 'Train speech recognisers for noisy phone lines.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const producer = createProducer({ backend: 'postgres', url: testDb.url }, 'knowledge-test');
    try {
      await producer.enqueue(
        knowledgeIndexSiteJob,
        { trigger: 'jobs-changed' },
        { deduplicationId: knowledgeIndexSiteDeduplicationId },
      );
      await waitFor(
        async () => (await findDocument(`job:${job.id}`)) !== undefined,
        () => `the job posting in the index (worker output:\n${worker.output()})`,
      );
      expect(await findDocument(`job:${job.id}`)).toEqual({
        documentKey: `job:${job.id}`,
        path: `/careers/apply/${job.id}`,
        title: 'Speech Scientist (job opening)',
      });

      const source = await testDb.db
        .insertInto('newsSources')
        .values({
          name: 'Test feed: lab notes',
          type: 'rss',
          url: server.url('/'),
          rssUrl: server.url('/feeds/knowledge.xml'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await producer.enqueue(newsFetchSourceJob, { sourceId: source.id, trigger: 'admin' });
      await waitFor(
        async () => {
          const article = await testDb.db
            .selectFrom('newsArticles')
            .select('id')
            .executeTakeFirst();
          return article !== undefined && (await findDocument(`news:${article.id}`)) !== undefined;
        },
        () => `the stored article in the index (worker output:\n${worker.output()})`,
      );
    } finally {
      await producer.close();
    }
    // The handler logs once the index is committed: wait for the line too.
    await waitFor(
      async () => worker.output().includes('"trigger":"news-stored"'),
      () => `the news-stored index in the log (worker output:\n${worker.output()})`,
    );

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
