import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  FeedParseError,
  type FeedParseThreads,
  parseFeedBytes,
  startFeedParseThreads,
} from '@phi/news';
import { readFixture } from '@phi/news/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The worker's parse threads (main.ts) against parsing on the calling thread: the same
// articles, the same errors, over the fixtures the news package tests with.

// The ESM build of tsx's API, as main.ts resolves it when run from source.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

let threads: FeedParseThreads;
beforeAll(() => {
  threads = startFeedParseThreads({
    entry: new URL('../src/news/feed-parse-thread.ts', import.meta.url),
    threads: 2,
    loader: tsxApi,
  });
});
afterAll(async () => {
  await threads?.close();
});

const now = new Date('2026-11-26T12:00:00.000Z');

describe('feed parse threads', () => {
  it.each([
    ['rss2-lab-blog.xml', 'application/rss+xml; charset=utf-8'],
    ['atom-research.xml', 'application/atom+xml'],
    ['rss1-arxiv.rdf', 'application/rdf+xml'],
    ['windows-1252.xml', 'application/rss+xml; charset=windows-1252'],
    ['latin1-prolog.xml', 'application/xml'],
  ])('parse %s as the calling thread does', async (fixture, contentType) => {
    const fetched = { body: readFixture(fixture), contentType };
    const options = { feedUrl: 'https://feeds.example.test/feed.xml', now };
    const inThread = await threads.parse(fetched, options);
    expect(inThread).toEqual(await parseFeedBytes(fetched, options));
    expect(inThread.items.length).toBeGreaterThan(0);
    expect(inThread.items[0]?.publishedAt).toBeInstanceOf(Date);
  });

  it('take many feeds at once and leave the bytes they were given alone', async () => {
    const body = readFixture('rss2-lab-blog.xml');
    const copy = Buffer.from(body);
    const options = { feedUrl: 'https://feeds.example.test/feed.xml', now };
    const feeds = await Promise.all(
      Array.from({ length: 12 }, () => threads.parse({ body, contentType: null }, options)),
    );
    expect(new Set(feeds.map((feed) => JSON.stringify(feed))).size).toBe(1);
    expect(body.equals(copy)).toBe(true);
  });

  it('reject with the FeedParseError the calling thread throws, code included', async () => {
    const fetched = { body: readFixture('html-page.html'), contentType: 'text/html' };
    const options = { feedUrl: 'https://feeds.example.test/feed.xml', now };
    const error = await threads.parse(fetched, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedParseError);
    expect(error).toMatchObject({ code: 'not-a-feed', transient: false });
    const malformed = await threads
      .parse({ body: readFixture('malformed.xml'), contentType: null }, options)
      .catch((caught: unknown) => caught);
    expect(malformed).toMatchObject({ name: 'FeedParseError', code: 'malformed-xml' });
  });

  it('refuse work once closed', async () => {
    const closing = startFeedParseThreads({
      entry: new URL('../src/news/feed-parse-thread.ts', import.meta.url),
      threads: 1,
      loader: tsxApi,
    });
    await closing.close();
    await expect(
      closing.parse(
        { body: readFixture('rss2-lab-blog.xml'), contentType: null },
        { feedUrl: 'https://feeds.example.test/feed.xml', now },
      ),
    ).rejects.toThrow('closed');
  });
});
