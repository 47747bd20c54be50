import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFeedBytes, FeedParseError, fetchFeed, parseFeed } from '../src/index.ts';
import { type FeedServer, readFixture, startFeedServer } from '../src/testing.ts';
import { byTitle, expectCleanArticles, now, parseFailure, parseFixture } from './parse-helpers.ts';

describe('parseFeed: character sets', () => {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads an ISO-8859-1 feed declared only in its prolog, served without charset', async () => {
    const bytes = readFixture('latin1-prolog.xml');
    // Really latin-1: read as UTF-8 these bytes are broken.
    expect(bytes.toString('utf8')).toContain('\uFFFD');
    server.serve('/latin1.xml', { body: bytes, contentType: 'application/xml' });
    const fetched = await fetchFeed({
      url: server.url('/latin1.xml'),
      allowPrivateHosts: [`127.0.0.1:${server.port}`],
    });
    if (fetched.kind !== 'ok') {
      throw new Error('expected a body');
    }
    expect(fetched.contentType).toBe('application/xml');
    const feed = await parseFeed(decodeFeedBytes(fetched.body, fetched.contentType), {
      feedUrl: fetched.finalUrl,
      now,
    });
    expectCleanArticles(feed);
    expect(feed.title).toBe('Journal du Café Numérique');
    const [article] = feed.items;
    expect(article?.title).toBe('Café, réseaux de neurones et une approche naïve');
    expect(article?.author).toBe('Zoë Lefèvre');
    expect(article?.tags).toEqual(['Réseaux de neurones']);
    expect(article?.excerpt).toBe(
      "Une méthode naïve bat parfois un modèle géant : retour d'expérience à Zürich et à São Paulo. Prix : 20 °C, ½ tasse, « guillemets ».",
    );
  });

  it('reads a windows-1252 feed with the euro sign and curly quotes', async () => {
    const feed = await parseFixture(
      'windows-1252.xml',
      'https://ledger-logic.example.com/feed',
      'application/rss+xml',
    );
    expectCleanArticles(feed);
    expect(feed.title).toBe('Ledger & Logic');
    const [article] = feed.items;
    expect(article?.title).toBe('The “€10 model” — why ‘cheap’ inference wins');
    expect(article?.excerpt).toBe(
      'Serving costs fell to €0.20 per million tokens… and customers noticed – fast.',
    );
    expect(article?.author).toBe('Lior Brandt');
    expect(article?.category).toBe('industry');
  });
});

describe('parseFeed: the same story in two feeds', () => {
  it('gives both the same urlKey', async () => {
    const digest = await parseFixture(
      'dup-story-a.xml',
      'https://signal-weekly.example.com/feed.xml',
    );
    const news = await parseFixture('dup-story-b.xml', 'https://news.example.com/topics/ai.atom');
    expectCleanArticles(digest);
    expectCleanArticles(news);
    const fromDigest = byTitle(digest, 'Open-weights model Larkspur-7B');
    const fromNews = byTitle(news, 'Larkspur-7B');
    expect(fromDigest.url).not.toBe(fromNews.url);
    expect(fromDigest.urlKey).toBe('https://news.example.com/2025/05/12/larkspur-7b-open-weights');
    expect(fromNews.urlKey).toBe(fromDigest.urlKey);
    expect(fromNews.publishedAt?.toISOString()).toBe('2025-05-12T10:58:00.000Z');
    expect(fromNews.author).toBe('Tamsin Rook');
    expect(byTitle(digest, 'Another story').urlKey).not.toBe(fromDigest.urlKey);
  });

  it('keeps one of two items with the same key in one feed', async () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Twice</title>
      <item><title>First</title><link>https://example.com/story/?utm_source=a</link></item>
      <item><title>Again</title><link>https://example.com/story#top</link></item>
      </channel></rss>`;
    const feed = await parseFeed(xml, { feedUrl: 'https://example.com/feed', now });
    expect(feed.items.map((item) => item.title)).toEqual(['First']);
    expect(feed.skipped).toBe(1);
  });
});

describe('parseFeed: RSS descriptions', () => {
  const item = (title: string, description: string) =>
    `<item><title>${title}</title><link>https://example.com/${title}</link>${description}</item>`;

  it('reads a text description, one with elements inside and one with both', async () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>D</title>${[
      item('text', '<description>Text &amp; <![CDATA[<b>bold</b>]]></description>'),
      item('elements', '<description><p>Unescaped <b>XHTML</b></p></description>'),
      item('mixed', '<description>Before<b>inner</b>after</description>'),
      item('empty', '<description></description>'),
    ].join('')}</channel></rss>`;
    const feed = await parseFeed(xml, { feedUrl: 'https://example.com/feed', now });
    // rss-parser hands over the text runs of a mixed description without its elements.
    expect(feed.items.map((article) => [article.title, article.excerpt])).toEqual([
      ['text', 'Text & bold'],
      ['elements', 'Unescaped XHTML'],
      ['mixed', 'Beforeafter'],
      ['empty', null],
    ]);
  });
});

describe('parseFeed: not a feed', () => {
  it('refuses malformed XML', async () => {
    const error = await parseFailure(readFixture('malformed.xml').toString('utf8'));
    expect(error.code).toBe('malformed-xml');
    expect(error.transient).toBe(false);
  });

  it('names the line and column where the XML broke', async () => {
    const error = await parseFailure(readFixture('malformed.xml').toString('utf8'));
    expect(error.message).toBe(
      'Feed could not be read: Unexpected close tag\nLine: 8\nColumn: 50\nChar: >',
    );
  });

  it('refuses an HTML page', async () => {
    const error = await parseFailure(readFixture('html-page.html').toString('utf8'));
    expect(error.code).toBe('not-a-feed');
    expect(error.transient).toBe(false);
  });

  it.each([
    ['an empty document', ''],
    ['plain text', 'Service temporarily unavailable'],
    [
      'another XML vocabulary',
      '<?xml version="1.0"?><urlset><url><loc>https://example.com/</loc></url></urlset>',
    ],
    ['RSS without a channel', '<?xml version="1.0"?><rss version="2.0"></rss>'],
    ['JSON', '{"items": []}'],
  ])('refuses %s', async (_name, xml) => {
    const error = await parseFailure(xml);
    expect(error).toBeInstanceOf(FeedParseError);
    expect(error.transient).toBe(false);
  });
});

describe('parseFeed: what rss-parser alone gets wrong', () => {
  const feedUrl = 'https://odd.example.org/feed';

  it('reads an Atom link written as text and keeps an address out of the byline', async () => {
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Odd</title>
      <entry><title>Link as text</title><link>https://odd.example.org/posts/link-as-text</link>
      <author><email>only-an-address@odd.example.org</email></author>
      <updated>2025-05-01T00:00:00Z</updated></entry></feed>`;
    const feed = await parseFeed(xml, { feedUrl, now });
    expect(feed.items[0]?.url).toBe('https://odd.example.org/posts/link-as-text');
    expect(feed.items[0]?.author).toBeNull();
  });

  it('uses a permalink guid when the link is missing, and reads <rss> without a version', async () => {
    const xml = `<rss><channel><title>No version</title>
      <item><title>Guid only</title><guid>https://odd.example.org/p/42</guid>
      <author>someone@odd.example.org</author></item></channel></rss>`;
    const feed = await parseFeed(xml, { feedUrl, now });
    expect(feed.items[0]?.url).toBe('https://odd.example.org/p/42');
    expect(feed.items[0]?.author).toBeNull();
  });

  it('skips an item whose title is only markup', async () => {
    const xml = `<rss version="2.0"><channel><title>Markup</title>
      <item><title><![CDATA[<img src="x" onerror="alert(1)">]]></title><link>https://odd.example.org/a</link></item>
      </channel></rss>`;
    const feed = await parseFeed(xml, { feedUrl, now });
    expect(feed.items).toHaveLength(0);
    expect(feed.skipped).toBe(1);
  });
});
