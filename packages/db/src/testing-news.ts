import type { Kysely } from 'kysely';
import type {
  Database,
  NewNewsArticle,
  NewNewsSource,
  NewsArticleRow,
  NewsSourceRow,
} from './schema.ts';

// Test data shaped like what real feeds give (an article page URL, a headline, an image on a
// CDN), marked as test data by the reserved .test domains and "Test feed:" names.

let sourceCounter = 0;

export async function insertTestNewsSource(
  db: Kysely<Database>,
  overrides: Partial<NewNewsSource> = {},
): Promise<NewsSourceRow> {
  sourceCounter += 1;
  const host = `feeds${sourceCounter}.example.test`;
  return db
    .insertInto('newsSources')
    .values({
      name: `Test feed: AI Research Digest ${sourceCounter}`,
      type: 'rss',
      url: `https://${host}/`,
      rssUrl: `https://${host}/rss.xml`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An article page URL of the test news site, its normalised key being the same text. */
export function testArticleUrl(slug: string): string {
  return `https://news.example.test/2026/11/${slug}`;
}

export async function insertTestNewsArticle(
  db: Kysely<Database>,
  slug: string,
  overrides: Partial<NewNewsArticle> = {},
): Promise<NewsArticleRow> {
  const url = testArticleUrl(slug);
  return db
    .insertInto('newsArticles')
    .values({
      title: `Researchers report progress on ${slug.replaceAll('-', ' ')}`,
      url,
      urlKey: url,
      excerpt: 'A new paper describes the method, the benchmarks it was tested on and its limits.',
      author: 'Test Author',
      category: 'research',
      tags: ['LLM', 'Benchmarks'],
      imageUrl: `https://cdn.example.test/images/${slug}.jpg`,
      readTime: 4,
      fetchStatus: 'processed',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a blog post by slug (marked as test data by its "Test post" title) published then. */
export async function insertTestBlogPosts(
  db: Kysely<Database>,
  posts: readonly { slug: string; publishedAt: Date | string; readTime?: number }[],
): Promise<void> {
  await db
    .insertInto('blogPosts')
    .values(
      posts.map(({ slug, publishedAt, readTime }) => ({
        title: `Test post ${slug}`,
        slug,
        excerpt: 'Test excerpt.',
        content: 'Test content.',
        author: 'Phi AI team',
        publishedAt,
        ...(readTime === undefined ? {} : { readTime }),
      })),
    )
    .execute();
}
