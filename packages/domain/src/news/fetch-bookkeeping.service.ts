import type { NewsFetchLogStatus, NewsSourceStatus } from '@phi/contracts';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { AppError } from '@phi/contracts/errors';
import type { NewsFetchTrigger } from '@phi/contracts/jobs';
import {
  type Database,
  findNewsSourceById,
  listSchedulableNewsSources,
  recordNewsFetchFailure,
  recordNewsFetchSuccess,
} from '@phi/db';
import type { Kysely } from 'kysely';
import { cutText, failureWaitsMs } from './fetch-backoff.ts';

export interface SchedulableSource {
  id: string;
  name: string;
  priority: number;
}

/** Every source but the inactive ones, highest priority first (a source in error included). */
export function listSchedulableSources(db: Kysely<Database>): Promise<SchedulableSource[]> {
  return listSchedulableNewsSources(db);
}

export interface SourceForFetch {
  id: string;
  name: string;
  /** The RSS/Atom address when set, else the source's address. */
  feedUrl: string;
  status: NewsSourceStatus;
  priority: number;
  etag: string | null;
  lastModified: string | null;
  /** Set while the source backs off after failures. */
  nextFetchAt: Date | null;
}

export async function getSourceForFetch(
  db: Kysely<Database>,
  id: string,
): Promise<SourceForFetch | undefined> {
  const row = await findNewsSourceById(db, id);
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    name: row.name,
    feedUrl: row.rssUrl ?? row.url,
    status: row.status,
    priority: row.priority,
    etag: row.etag,
    lastModified: row.lastModified,
    nextFetchAt: row.nextFetchAt,
  };
}

export interface FetchSuccess {
  sourceId: string;
  trigger: NewsFetchTrigger;
  /** 'partial' when some items found could not be stored (not counting duplicates). */
  status?: Extract<NewsFetchLogStatus, 'success' | 'partial'>;
  httpStatus: number | null;
  /** A 304 answer: the feed has not changed since the validators we sent. */
  notModified: boolean;
  found: number;
  processed: number;
  durationMs: number;
  etag: string | null;
  lastModified: string | null;
  now: Date;
}

function toDurationMs(durationMs: number): number {
  return Math.max(0, Math.round(durationMs));
}

/**
 * Records a fetch that answered: its log row, and the source healthy again in the same
 * statement (failures reset, no backoff, status back to active unless staff set it
 * inactive). A 304 keeps the validators stored unless it sent new ones. A source deleted
 * while it was fetched is left alone.
 */
export async function recordFetchSuccess(db: Kysely<Database>, fetch: FetchSuccess): Promise<void> {
  await recordNewsFetchSuccess(
    db,
    {
      sourceId: fetch.sourceId,
      status: fetch.status ?? 'success',
      trigger: fetch.trigger,
      notModified: fetch.notModified,
      httpStatus: fetch.httpStatus,
      articlesFound: fetch.found,
      articlesProcessed: fetch.processed,
      errorMessage: null,
      fetchDuration: toDurationMs(fetch.durationMs),
      createdAt: fetch.now,
    },
    { etag: fetch.etag, lastModified: fetch.lastModified, keepStored: fetch.notModified },
  );
}

export interface FetchFailure {
  sourceId: string;
  trigger: NewsFetchTrigger;
  /** The answer's status when the feed answered with an error; null when nothing answered. */
  httpStatus: number | null;
  error: string;
  durationMs: number;
  now: Date;
  /** [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
}

export interface SourceBackoff {
  consecutiveFailures: number;
  nextFetchAt: Date;
}

/**
 * Records a failed fetch: its log row, and in the same transaction one more consecutive
 * failure, the next scheduled attempt pushed back (failureBackoffMs), the error kept, and
 * status error from the third failure in a row. A source is never switched off for failing:
 * its next success makes it healthy again. Staff's inactive stays inactive.
 */
export async function recordFetchFailure(
  db: Kysely<Database>,
  failure: FetchFailure,
): Promise<SourceBackoff> {
  const message = cutText(failure.error);
  const backoff = await recordNewsFetchFailure(
    db,
    {
      sourceId: failure.sourceId,
      status: 'error',
      trigger: failure.trigger,
      notModified: false,
      httpStatus: failure.httpStatus,
      articlesFound: 0,
      articlesProcessed: 0,
      errorMessage: message,
      fetchDuration: toDurationMs(failure.durationMs),
      createdAt: failure.now,
    },
    {
      waitsMs: failureWaitsMs((failure.random ?? Math.random)()),
      failuresBeforeError: newsPipelineLimits.failuresBeforeErrorStatus,
    },
  );
  if (!backoff) {
    throw new AppError('NEWS_SOURCE_NOT_FOUND');
  }
  return backoff;
}
