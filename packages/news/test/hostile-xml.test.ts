import { describe, expect, it } from 'vitest';
import { FeedParseError, type ParsedFeed, parseFeed } from '../src/index.ts';
import { readFixture } from '../src/testing.ts';

const feedUrl = 'https://hostile.example.org/feed.xml';
const now = new Date('2025-05-13T08:00:00Z');

/** Runs a parse and reports its outcome, time and heap growth (generous bounds below). */
async function measure(xml: string): Promise<{ outcome: unknown; ms: number; heapMb: number }> {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const outcome = await parseFeed(xml, { feedUrl, now }).catch((error: unknown) => error);
  const ms = performance.now() - started;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / (1024 * 1024);
  return { outcome, ms, heapMb };
}

function rss(items: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Hostile</title><link>https://hostile.example.org/</link>${items}</channel></rss>`;
}

describe('parseFeed: hostile XML', () => {
  it('never expands a billion laughs: it fails fast without growing the heap', async () => {
    const { outcome, ms, heapMb } = await measure(
      readFixture('billion-laughs.xml').toString('utf8'),
    );
    expect(ms).toBeLessThan(20_000);
    expect(heapMb).toBeLessThan(100);
    expect(outcome).toBeInstanceOf(FeedParseError);
    expect((outcome as FeedParseError).code).toBe('malformed-xml');
  });

  it('never expands an entity declared once and referenced many times', async () => {
    const payload = 'x'.repeat(100_000);
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY big "${payload}">]>${rss(
      `<item><title>t</title><link>https://hostile.example.org/1</link><description>${'&big;'.repeat(10_000)}</description></item>`,
    )}`;
    const { outcome, ms, heapMb } = await measure(xml);
    expect(ms).toBeLessThan(20_000);
    expect(heapMb).toBeLessThan(100);
    expect(outcome).toBeInstanceOf(FeedParseError);
  });

  it('refuses deeply nested XML before parsing it', async () => {
    const depth = 200_000;
    const xml = rss(
      `<item><title>t</title><link>https://hostile.example.org/1</link>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</item>`,
    );
    const { outcome, ms } = await measure(xml);
    expect(ms).toBeLessThan(20_000);
    expect(outcome).toBeInstanceOf(FeedParseError);
    expect((outcome as FeedParseError).code).toBe('too-deep');
  });

  it('reads an item whose CDATA HTML is nested absurdly deep', async () => {
    const depth = 50_000;
    const html = `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`;
    const xml = rss(
      `<item><title>Deep HTML</title><link>https://hostile.example.org/deep</link><description><![CDATA[<p>Shallow start.</p>${html}]]></description></item>`,
    );
    const { outcome, ms } = await measure(xml);
    expect(ms).toBeLessThan(20_000);
    const feed = outcome as ParsedFeed;
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]?.excerpt).toMatch(/^Shallow start\./);
    expect(feed.items[0]?.excerpt).not.toMatch(/<[a-z!/?]/i);
  });

  it('reads at most 200 items of a long feed', async () => {
    const items = Array.from(
      { length: 1_000 },
      (_, index) =>
        `<item><title>Story ${index}</title><link>https://hostile.example.org/story/${index}</link></item>`,
    ).join('');
    const feed = (await parseFeed(rss(items), { feedUrl, now })) as ParsedFeed;
    expect(feed.items).toHaveLength(200);
    expect(feed.items[0]?.title).toBe('Story 0');
    expect(feed.items[199]?.title).toBe('Story 199');
  });

  it('cuts huge text fields to the stored limits, at a word', async () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(40_000);
    const xml = rss(
      `<item><title>${'Long title words '.repeat(100)}</title><link>https://hostile.example.org/long</link><description>${words}</description><content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/"><![CDATA[<p>${words}</p>]]></content:encoded><category>${'tag '.repeat(30)}</category></item>`,
    );
    const { outcome, ms } = await measure(xml);
    expect(ms).toBeLessThan(20_000);
    const [article] = (outcome as ParsedFeed).items;
    expect(Array.from(article?.title ?? '').length).toBeLessThanOrEqual(500);
    expect(Array.from(article?.excerpt ?? '').length).toBeLessThanOrEqual(500);
    expect(Array.from(article?.content ?? '').length).toBeLessThanOrEqual(20_000);
    expect(article?.excerpt?.endsWith(' ')).toBe(false);
    expect(
      article?.excerpt
        ?.split(' ')
        .every((word) => ['lorem', 'ipsum', 'dolor', 'sit', 'amet'].includes(word)),
    ).toBe(true);
    expect(article?.tags[0]?.length).toBeLessThanOrEqual(40);
    // 200,000 words in the description: the read time counts the whole text, not the cut.
    expect(article?.readTime).toBe(1_000);
  });

  it('stays correct after a failed document (no parser state shared between feeds)', async () => {
    // One undeclared entity: an rss-parser instance that has just failed on a document with
    // many errors accepts this one as well-formed.
    const oneError = rss(
      '<item><title>a &undeclared; b</title><link>https://hostile.example.org/1</link></item>',
    );
    for (let round = 0; round < 3; round += 1) {
      const laughs = await measure(readFixture('billion-laughs.xml').toString('utf8'));
      expect(laughs.outcome).toBeInstanceOf(FeedParseError);
      const broken = await measure(oneError);
      expect(broken.outcome).toBeInstanceOf(FeedParseError);
      expect((broken.outcome as FeedParseError).code).toBe('malformed-xml');
      const good = await parseFeed(readFixture('dup-story-a.xml').toString('utf8'), {
        feedUrl,
        now,
      });
      expect(good.items).toHaveLength(2);
    }
  });
});
