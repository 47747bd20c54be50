import type { NewsFetchTrigger } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import {
  getSourceForFetch,
  recordFetchFailure,
  recordFetchSuccess,
  storeFetchedArticles,
} from '@phi/domain/news';
import { type FeedBytesParser, FeedFetchError, fetchFeed, parseFeedBytes } from '@phi/news';
import type { JobLogger } from '@phi/queue';
import type { Kysely } from 'kysely';
import type { RequestSiteIndex } from '../knowledge/site-index-request.ts';

export interface FetchSourceDeps {
  db: Kysely<Database>;
  /** Hosts a feed may use although they resolve to private addresses (tests only). */
  allowPrivateHosts: readonly string[];
  now?: () => Date;
  /** Decode and parse; default on this thread (main.ts gives the worker's parse threads). */
  parse?: FeedBytesParser;
  /** Called after a fetch stored new articles, so the chat's knowledge takes them in. */
  requestSiteIndex?: RequestSiteIndex | undefined;
}

export interface FetchSourceRequest {
  sourceId: string;
  trigger: NewsFetchTrigger;
  /** A scheduled run of a source that is backing off after failures waits for its turn. */
  respectBackoff: boolean;
  signal: AbortSignal;
  logger: JobLogger;
}

export type FetchSourceOutcome =
  | { status: 'skipped'; reason: 'gone' | 'inactive' | 'backing-off' }
  | { status: 'not-modified' }
  | { status: 'fetched'; found: number; inserted: number; skipped: number }
  | { status: 'failed'; error: string; transient: boolean };

/**
 * One fetch of one source: conditional GET, decode, parse, store once per normalised URL, and
 * one news_fetch_logs row with the source's health updated in the same transaction. Never
 * throws for a feed's own failure (that is recorded and returned); a shutdown abort throws, so
 * the job runs again after the restart and nothing is recorded for it.
 */
export async function fetchNewsSource(
  deps: FetchSourceDeps,
  request: FetchSourceRequest,
): Promise<FetchSourceOutcome> {
  const now = deps.now ?? (() => new Date());
  const source = await getSourceForFetch(deps.db, request.sourceId);
  if (!source) {
    return { status: 'skipped', reason: 'gone' };
  }
  if (source.status === 'inactive') {
    return { status: 'skipped', reason: 'inactive' };
  }
  if (request.respectBackoff && source.nextFetchAt && source.nextFetchAt > now()) {
    return { status: 'skipped', reason: 'backing-off' };
  }

  const startedAt = Date.now();
  const base = { sourceId: source.id, trigger: request.trigger };
  let httpStatus: number | null = null;
  try {
    const fetched = await fetchFeed({
      url: source.feedUrl,
      etag: source.etag,
      lastModified: source.lastModified,
      allowPrivateHosts: deps.allowPrivateHosts,
      signal: request.signal,
    });
    httpStatus = fetched.status;
    if (fetched.kind === 'not-modified') {
      await recordFetchSuccess(deps.db, {
        ...base,
        status: 'success',
        httpStatus,
        notModified: true,
        found: 0,
        processed: 0,
        durationMs: Date.now() - startedAt,
        etag: source.etag,
        lastModified: source.lastModified,
        now: now(),
      });
      return { status: 'not-modified' };
    }
    const feed = await (deps.parse ?? parseFeedBytes)(fetched, {
      feedUrl: fetched.finalUrl,
      now: now(),
    });
    const { inserted } = await storeFetchedArticles(deps.db, source.id, feed.items);
    const found = feed.items.length + feed.skipped;
    await recordFetchSuccess(deps.db, {
      ...base,
      // Items without a link or a title are counted as found but cannot be stored.
      status: feed.skipped > 0 ? 'partial' : 'success',
      httpStatus,
      notModified: false,
      found,
      processed: inserted,
      durationMs: Date.now() - startedAt,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      now: now(),
    });
    request.logger.info(
      { sourceId: source.id, source: source.name, found, inserted },
      'news source fetched',
    );
    if (inserted > 0 && deps.requestSiteIndex) {
      // The articles are stored either way; the periodic index picks them up if this fails.
      await deps.requestSiteIndex('news-stored').catch((err: unknown) => {
        request.logger.warn({ err, sourceId: source.id }, 'could not queue the site index');
      });
    }
    return { status: 'fetched', found, inserted, skipped: feed.skipped };
  } catch (error) {
    if (request.signal.aborted) {
      throw error;
    }
    const transient = error instanceof FeedFetchError && error.transient;
    if (error instanceof FeedFetchError && error.status !== undefined) {
      httpStatus = error.status;
    }
    const message = error instanceof Error ? error.message : String(error);
    const health = await recordFetchFailure(deps.db, {
      ...base,
      httpStatus,
      error: message,
      durationMs: Date.now() - startedAt,
      now: now(),
    });
    request.logger.warn(
      { sourceId: source.id, source: source.name, err: message, transient, ...health },
      'news source fetch failed',
    );
    return { status: 'failed', error: message, transient };
  }
}
