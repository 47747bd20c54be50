import { beforeAll, describe, expect, it } from 'vitest';
import type { ParsedFeed } from '../src/index.ts';
import { byTitle, expectCleanArticles, now, parseFixture } from './parse-helpers.ts';

describe('parseFeed: RSS 2.0', () => {
  let feed: ParsedFeed;
  beforeAll(async () => {
    feed = await parseFixture('rss2-lab-blog.xml', 'https://blog.northwind-lab.example.com/feed/');
  });

  it('reads the channel and skips items without link or title', () => {
    expect(feed.title).toBe('Northwind Lab Blog');
    expect(feed.link).toBe('https://blog.northwind-lab.example.com/');
    expect(feed.items).toHaveLength(5);
    expect(feed.skipped).toBe(2);
    expectCleanArticles(feed);
  });

  it('turns CDATA HTML into plain text without scripts, styles or comments', () => {
    const article = byTitle(feed, 'Teaching Small Transformers');
    expect(article.url).toBe(
      'https://blog.northwind-lab.example.com/2025/05/12/teaching-small-transformers-to-plan/',
    );
    expect(article.excerpt).toBe(
      'We trained a 40M-parameter model to write short plans before acting. The post Teaching Small Transformers to Plan appeared first on Northwind Lab Blog.',
    );
    expect(article.content).toContain('Why plans?');
    expect(article.content).toContain('rose from 41 % to 63 % — without a larger model.');
    expect(article.content).toContain('• Plans are short: three steps.');
    for (const leaked of [
      'alert',
      'document.write',
      'tracker',
      'color: red',
      'margin',
      'Draft paragraph',
      'https://',
    ]) {
      expect(article.content).not.toContain(leaked);
      expect(article.excerpt).not.toContain(leaked);
    }
  });

  it('reads author, date, tags, category, image and read time', () => {
    const article = byTitle(feed, 'Teaching Small Transformers');
    expect(article.author).toBe('Ada Finch');
    expect(article.publishedAt?.toISOString()).toBe('2025-05-12T09:00:00.000Z');
    // Duplicate "deep learning" and the tag URL are dropped.
    expect(article.tags).toEqual(['Deep Learning', 'Planning']);
    expect(article.category).toBe('dl');
    // The widest media:content image, not the video, not the thumbnail.
    expect(article.imageUrl).toBe('https://cdn.northwind-lab.example.com/2025/05/heron-1280.jpg');
    expect(article.readTime).toBe(1);
    expect(article.urlKey).toBe(
      'https://blog.northwind-lab.example.com/2025/05/12/teaching-small-transformers-to-plan',
    );
  });

  it('decodes entities in titles and escaped markup in descriptions', () => {
    const article = byTitle(feed, 'Models & Metrics');
    expect(article.title).toBe('Models & Metrics — what our evaluation dashboard shows');
    expect(article.url).toBe(
      'https://blog.northwind-lab.example.com/2025/05/09/models-and-metrics/',
    );
    expect(article.excerpt).toBe(
      'A tour of the dashboard we use to compare model versions — latency, cost and regression alerts.',
    );
    // RSS <author> is "address (Name)".
    expect(article.author).toBe('Bram Oakes');
    expect(article.imageUrl).toBe('https://cdn.northwind-lab.example.com/2025/05/dashboard.png');
    expect(article.content).toBeNull();
    expect(article.category).toBe('ml');
  });

  it('resolves a relative image, joins several creators and leaves a missing date null', () => {
    const article = byTitle(feed, 'Podcast');
    expect(article.publishedAt).toBeNull();
    expect(article.author).toBe('Ada Finch, Bram Oakes');
    expect(article.imageUrl).toBe(
      'https://blog.northwind-lab.example.com/wp-content/uploads/2025/05/podcast-cover.jpg',
    );
  });

  it('dates a future item now', () => {
    const article = byTitle(feed, 'Announcing our partnership');
    expect(article.publishedAt?.toISOString()).toBe(now.toISOString());
    expect(article.category).toBe('industry');
  });

  it('drops javascript: and data: images', () => {
    const article = byTitle(feed, 'Item with only unsafe images');
    expect(article.imageUrl).toBeNull();
    expect(article.category).toBe('ai');
  });
});

describe('parseFeed: RSS 1.0 (RDF)', () => {
  let feed: ParsedFeed;
  beforeAll(async () => {
    feed = await parseFixture('rss1-arxiv.rdf', 'http://preprints.example.org/rss/cs.LG');
  });

  it('reads every item with dc:date, dc:subject and dc:creator', () => {
    expect(feed.title).toBe('cs.LG updates on preprints.example.org');
    expect(feed.items).toHaveLength(3);
    expect(feed.skipped).toBe(0);
    expectCleanArticles(feed);
    const article = byTitle(feed, 'Sparse Lattice Attention');
    expect(article.url).toBe('http://preprints.example.org/abs/2505.01234');
    expect(article.urlKey).toBe('https://preprints.example.org/abs/2505.01234');
    expect(article.publishedAt?.toISOString()).toBe('2025-05-12T05:00:00.000Z');
    // The creators arrive as escaped HTML links; only the names are kept.
    expect(article.author).toBe('Juniper Lind, Tobi Okafor');
    expect(article.tags).toEqual(['Machine Learning (cs.LG)', 'Computation and Language (cs.CL)']);
    expect(article.excerpt?.startsWith('We propose sparse lattice attention')).toBe(true);
    expect(article.category).toBe('ml');
  });

  it('categorises each paper by its own title and subjects', () => {
    expect(byTitle(feed, 'Calibrated Gradient Boosting').category).toBe('ml');
    expect(byTitle(feed, 'An Audit of Evaluation Practices').category).toBe('research');
  });
});

describe('parseFeed: Atom', () => {
  let feed: ParsedFeed;
  beforeAll(async () => {
    feed = await parseFixture(
      'atom-research.xml',
      'https://research.kestrel.example.net/blog/atom.xml',
    );
  });

  it('resolves links against xml:base', () => {
    expect(feed.title).toBe('Kestrel Research Notes');
    expect(feed.link).toBe('https://research.kestrel.example.net/blog/');
    expect(feed.items).toHaveLength(4);
    expectCleanArticles(feed);
    expect(byTitle(feed, 'Scaling sparse experts').url).toBe(
      'https://research.kestrel.example.net/blog/posts/sparse-experts/',
    );
    // The entry's own xml:base wins over the feed's.
    expect(byTitle(feed, 'Weekly lab notes').url).toBe(
      'https://research.kestrel.example.net/lab/notes/week-19',
    );
    expect(byTitle(feed, 'Draft without a date').url).toBe(
      'https://research.kestrel.example.net/blog/posts/draft-without-date',
    );
  });

  it('reads title markup, summary, content, author, updated and attribute categories', () => {
    const article = byTitle(feed, 'Scaling sparse experts');
    expect(article.title).toBe('Scaling sparse experts on one GPU');
    expect(article.excerpt).toBe('How we fit a mixture of sparse experts into 24 GB.');
    expect(article.content).toContain('trained on a single consumer GPU.');
    expect(article.author).toBe('Mira Quill');
    expect(article.publishedAt?.toISOString()).toBe('2025-05-09T12:00:00.000Z');
    expect(article.tags).toEqual(['Deep Learning', 'systems']);
    expect(article.category).toBe('dl');
    expect(article.imageUrl).toBe(
      'https://research.kestrel.example.net/media/sparse-experts-cover.png',
    );
  });

  it('resolves a relative image in XHTML content against the entry base', () => {
    const article = byTitle(feed, 'Weekly lab notes');
    expect(article.imageUrl).toBe('https://research.kestrel.example.net/media/robot-arm.jpg');
    expect(article.author).toBe('Oren Vale, Mira Quill');
    expect(article.publishedAt?.toISOString()).toBe('2025-05-08T14:45:00.000Z');
    expect(article.content).toContain('a guest lecture, two thesis defences');
  });

  it('keeps the feed when one entry has an unparseable date, and reads media:group', () => {
    const article = byTitle(feed, 'Video: a tour');
    expect(article.publishedAt?.toISOString()).toBe('2025-05-02T10:00:00.000Z');
    expect(article.imageUrl).toBe('https://video.kestrel.example.net/grasping-tour-hq.jpg');
    expect(article.excerpt).toBe(
      'Ten minutes walking through the grasping benchmark and its 40 household objects.',
    );
  });

  it('leaves a missing date null', () => {
    expect(byTitle(feed, 'Draft without a date').publishedAt).toBeNull();
  });
});
