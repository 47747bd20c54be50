import type {
  NewsFeedHealth,
  NewsFetchLog,
  NewsSource,
  NewsSourceInsert,
  NewsSourcePatch,
} from '@phi/contracts/admin';
import { AppError } from '@phi/contracts/errors';
import {
  countNewsArticlesOfSource,
  type Database,
  deleteNewsSourceById,
  findNewsSourceById,
  findNewsSourceForUpdate,
  insertNewsSource,
  listNewsFetchLogsOfSource,
  listNewsSourcesWithArticleCounts,
  type NewsSourceRow,
  type NewsSourceUpdate,
  readNewsFeedHealth,
  updateNewsSourceById,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { recordChange } from '../audit/audit.service.ts';
import { toNewsFetchLog, toNewsSource } from './news-admin.mapper.ts';

/** How many of a source's fetches the admin sees, newest first. */
export const newsFetchLogListLimit = 50;

const nameConstraint = 'news_sources_name_key';

/** Postgres refused a second source of the same name (a race the unique key settles). */
function isNameTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const fields = error as { code?: unknown; constraint?: unknown };
  return fields.code === '23505' && fields.constraint === nameConstraint;
}

async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameTaken(error)) {
      throw new AppError('NEWS_SOURCE_NAME_TAKEN');
    }
    throw error;
  }
}

async function toCountedSource(db: Kysely<Database>, row: NewsSourceRow): Promise<NewsSource> {
  return toNewsSource({ ...row, articleCount: await countNewsArticlesOfSource(db, row.id) });
}

/** A blank key is no key. */
function toStoredApiKey(apiKey: string | null): string | null {
  return apiKey === null || apiKey.trim() === '' ? null : apiKey;
}

// spec: chat-news-admin §3 (news_sources); the admin screens are ours. Every change commits
// with its audit row; the API key is written, never read back.

export async function listNewsSources(db: Kysely<Database>): Promise<NewsSource[]> {
  return (await listNewsSourcesWithArticleCounts(db)).map(toNewsSource);
}

/** NEWS_SOURCE_NAME_TAKEN when another source has the name. */
export function createNewsSource(
  db: Kysely<Database>,
  adminUserId: string,
  input: NewsSourceInsert,
): Promise<NewsSource> {
  return withNameConflict(() =>
    db.transaction().execute(async (trx) => {
      const row = await insertNewsSource(trx, {
        name: input.name,
        type: input.type,
        url: input.url,
        rssUrl: input.rssUrl ?? null,
        apiKey: toStoredApiKey(input.apiKey ?? null),
        status: input.status,
        priority: input.priority,
      });
      const source = toNewsSource({ ...row, articleCount: 0 });
      await recordChange(trx, {
        adminUserId,
        action: 'create',
        entityType: 'news_source',
        entityId: source.id,
        before: null,
        after: source,
      });
      return source;
    }),
  );
}

function toSourceUpdate(patch: NewsSourcePatch): NewsSourceUpdate {
  const update: NewsSourceUpdate = {};
  if (patch.name !== undefined) {
    update.name = patch.name;
  }
  if (patch.type !== undefined) {
    update.type = patch.type;
  }
  if (patch.url !== undefined) {
    update.url = patch.url;
  }
  if (patch.rssUrl !== undefined) {
    update.rssUrl = patch.rssUrl;
  }
  // Absent keeps the stored key; null (or blank) clears it.
  if (patch.apiKey !== undefined) {
    update.apiKey = toStoredApiKey(patch.apiKey);
  }
  if (patch.status !== undefined) {
    update.status = patch.status;
  }
  if (patch.priority !== undefined) {
    update.priority = patch.priority;
  }
  return update;
}

/**
 * Changes the fields the patch names. NEWS_SOURCE_NOT_FOUND for an unknown id,
 * NEWS_SOURCE_NAME_TAKEN when the new name belongs to another source.
 */
export function updateNewsSource(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
  patch: NewsSourcePatch,
): Promise<NewsSource> {
  return withNameConflict(() =>
    db.transaction().execute(async (trx) => {
      const existing = await findNewsSourceForUpdate(trx, id);
      if (!existing) {
        throw new AppError('NEWS_SOURCE_NOT_FOUND');
      }
      const update = toSourceUpdate(patch);
      const before = await toCountedSource(trx, existing);
      if (Object.keys(update).length === 0) {
        return before;
      }
      const row = await updateNewsSourceById(trx, existing.id, update);
      const after = toNewsSource({ ...row, articleCount: before.articleCount });
      await recordChange(trx, {
        adminUserId,
        action: 'update',
        entityType: 'news_source',
        entityId: existing.id,
        before,
        after,
      });
      return after;
    }),
  );
}

/** Removes the source and its fetch logs; its articles stay, without a source. */
export function deleteNewsSource(
  db: Kysely<Database>,
  adminUserId: string,
  id: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const existing = await findNewsSourceForUpdate(trx, id);
    if (!existing) {
      throw new AppError('NEWS_SOURCE_NOT_FOUND');
    }
    const before = await toCountedSource(trx, existing);
    await deleteNewsSourceById(trx, existing.id);
    await recordChange(trx, {
      adminUserId,
      action: 'delete',
      entityType: 'news_source',
      entityId: existing.id,
      before,
      after: null,
    });
  });
}

/** A source's latest 50 fetches, newest first; NEWS_SOURCE_NOT_FOUND for an unknown id. */
export async function listNewsFetchLogs(
  db: Kysely<Database>,
  sourceId: string,
): Promise<NewsFetchLog[]> {
  const source = await findNewsSourceById(db, sourceId);
  if (!source) {
    throw new AppError('NEWS_SOURCE_NOT_FOUND');
  }
  return (await listNewsFetchLogsOfSource(db, source.id, newsFetchLogListLimit)).map(
    toNewsFetchLog,
  );
}

/** The dashboard's feed summary: sources not inactive, those failing, the last success. */
export async function getNewsFeedHealth(db: Kysely<Database>): Promise<NewsFeedHealth> {
  const health = await readNewsFeedHealth(db);
  return {
    activeSources: health.activeSources,
    failingSources: health.failingSources,
    lastSuccessfulFetch: health.lastSuccessAt?.toISOString() ?? null,
  };
}
