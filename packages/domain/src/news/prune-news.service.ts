import { newsPipelineLimits } from '@phi/contracts/constants';
import { type Database, deleteNewsArticlesListedBefore, deleteNewsFetchLogsBefore } from '@phi/db';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes articles past their retention by their date (stored date when undated), never one
 * staff pinned, and fetch logs past theirs. Answers how many of each went.
 */
export async function pruneNews(
  db: Kysely<Database>,
  now: Date,
): Promise<{ articles: number; logs: number }> {
  const articles = await deleteNewsArticlesListedBefore(
    db,
    new Date(now.getTime() - newsPipelineLimits.articleRetentionDays * dayMs),
  );
  const logs = await deleteNewsFetchLogsBefore(
    db,
    new Date(now.getTime() - newsPipelineLimits.fetchLogRetentionDays * dayMs),
  );
  return { articles, logs };
}
