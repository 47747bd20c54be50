import type { NewsArticleInput } from '@phi/contracts';
import { type Database, insertNewsArticlesOnce, type NewNewsArticle } from '@phi/db';
import type { Kysely } from 'kysely';

export type { NewsArticleInput };

/** Rows per INSERT: a feed holds up to 200 items, so one statement for most fetches. */
export const articleInsertBatchSize = 200;

function toNewArticle(sourceId: string, article: NewsArticleInput): NewNewsArticle {
  return {
    sourceId,
    url: article.url,
    urlKey: article.urlKey,
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    author: article.author,
    publishedAt: article.publishedAt,
    category: article.category,
    tags: article.tags,
    imageUrl: article.imageUrl,
    // The column takes whole minutes above zero, or none.
    readTime:
      article.readTime !== null && article.readTime >= 1 ? Math.round(article.readTime) : null,
    fetchStatus: 'processed',
  };
}

/**
 * Stores the articles not stored yet and answers how many were new. An article is stored once
 * per urlKey, whichever source offered it first, even when two fetches store the same items at
 * the same moment (the unique key decides; see insertNewsArticlesOnce).
 *
 * The batches commit without waiting for the WAL flush (one round trip each, no disk wait): a
 * flush costs milliseconds per fetch on a slow disk, and the fetch's log row, committed next
 * and synchronously, flushes the WAL up to and including these rows. A crash in between can
 * lose them only while the source's ETag and log are not updated yet, so the next fetch reads
 * the whole feed again and stores them then.
 */
export async function storeFetchedArticles(
  db: Kysely<Database>,
  sourceId: string,
  articles: readonly NewsArticleInput[],
): Promise<{ inserted: number }> {
  const byKey = new Map<string, NewNewsArticle>();
  for (const article of articles) {
    if (!byKey.has(article.urlKey)) {
      byKey.set(article.urlKey, toNewArticle(sourceId, article));
    }
  }
  // One key order for every writer, so concurrent batches never wait on each other in a cycle.
  const rows = [...byKey.values()].sort((a, b) =>
    a.urlKey < b.urlKey ? -1 : a.urlKey > b.urlKey ? 1 : 0,
  );
  let inserted = 0;
  for (let start = 0; start < rows.length; start += articleInsertBatchSize) {
    inserted += await insertNewsArticlesOnce(
      db,
      rows.slice(start, start + articleInsertBatchSize),
      {
        isFlushDeferred: true,
      },
    );
  }
  return { inserted };
}
