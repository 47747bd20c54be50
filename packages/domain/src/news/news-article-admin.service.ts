import type {
  AdminNewsArticle,
  AdminNewsArticleListQuery,
  AdminNewsArticleListResponse,
  FeaturedPin,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  type Database,
  findNewsArticleForUpdate,
  findNewsArticleWithSource,
  listNewsArticlesByFilter,
  setNewsArticleFeaturedPin,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { recordChange } from '../audit/audit.service.ts';
import { toPageAnswer, toPageRequest } from '../list-paging.ts';
import { selectFeaturedRows } from './featured-articles.ts';
import { toAdminNewsArticle } from './news-admin.mapper.ts';

async function featuredIdsAt(db: Kysely<Database>, now: Date): Promise<Set<string>> {
  return new Set((await selectFeaturedRows(db, now)).map((row) => row.id));
}

/**
 * The admin's article list, newest first, with totals like the other admin lists.
 * `featuredOnly` keeps the articles Featured Research shows now (pinned or picked by itself).
 */
export async function listAdminNewsArticles(
  db: Kysely<Database>,
  query: AdminNewsArticleListQuery,
  now: Date = new Date(),
): Promise<AdminNewsArticleListResponse> {
  const featuredIds = await featuredIdsAt(db, now);
  const result = await listNewsArticlesByFilter(
    db,
    {
      sourceId: query.sourceId,
      search: query.search || undefined,
      ids: query.featuredOnly ? [...featuredIds] : undefined,
    },
    toPageRequest(query),
  );
  return {
    articles: result.rows.map((row) => toAdminNewsArticle(row, featuredIds.has(row.id))),
    ...toPageAnswer(query, result),
  };
}

/**
 * Pins an article into Featured Research, keeps it out, or hands it back to the automatic
 * choice; answers the article as the admin lists it. NEWS_ARTICLE_NOT_FOUND for an unknown id.
 */
export function setArticleFeaturedPin(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  pin: FeaturedPin,
  now: Date = new Date(),
): Promise<AdminNewsArticle> {
  return db.transaction().execute(async (trx) => {
    const locked = await findNewsArticleForUpdate(trx, id);
    const existing = locked && (await findNewsArticleWithSource(trx, locked.id));
    if (!existing) {
      throw new AppError('NEWS_ARTICLE_NOT_FOUND');
    }
    const before = toAdminNewsArticle(existing, (await featuredIdsAt(trx, now)).has(existing.id));
    await setNewsArticleFeaturedPin(trx, existing.id, pin);
    const updated = await findNewsArticleWithSource(trx, existing.id);
    if (!updated) {
      throw new AppError('NEWS_ARTICLE_NOT_FOUND');
    }
    const after = toAdminNewsArticle(updated, (await featuredIdsAt(trx, now)).has(updated.id));
    await recordChange(trx, {
      adminUserId,
      action: 'update',
      entityType: 'news_article',
      entityId: existing.id,
      before,
      after,
    });
    return after;
  });
}
