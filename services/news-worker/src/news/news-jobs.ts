import {
  newsFetchAllJob,
  newsFetchSourceJob,
  newsPruneJob,
  newsQueue,
  newsSyncSchedulesJob,
} from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import { listSchedulableSources, pruneNews } from '@phi/domain/news';
import type { FeedBytesParser } from '@phi/news';
import {
  defineJob,
  type JobDefinition,
  type JobSchedule,
  type QueueConnectionConfig,
  type StartupJob,
  syncJobSchedules,
} from '@phi/queue';
import { UnrecoverableError } from 'bullmq';
import type { Kysely } from 'kysely';
import type { RequestSiteIndex } from '../knowledge/site-index-request.ts';
import { type FetchSourceOutcome, fetchNewsSource } from './fetch-source.ts';
import { toQueuePriority } from './source-priority.ts';

export interface NewsJobDeps {
  db: Kysely<Database>;
  queue: QueueConnectionConfig;
  connectionName: string;
  /** How often each active source is fetched. */
  sourceIntervalMs: number;
  /** Sources fetched at once by news.fetch-all. */
  fetchConcurrency: number;
  allowPrivateHosts: readonly string[];
  /** Decode and parse of a fetched feed; default on the job's own thread. */
  parse?: FeedBytesParser;
  /** Queues a site index after a fetch stored new articles (docs/architecture.md#knowledge). */
  requestSiteIndex?: RequestSiteIndex | undefined;
}

/** The id family of the per-source schedulers (docs/architecture.md#queues). */
export const sourceSchedulerPrefix = 'news-source:';

async function runPool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await run(item);
    }
  });
  await Promise.all(lanes);
}

export function createNewsJobs(deps: NewsJobDeps): JobDefinition[] {
  const fetchDeps = {
    db: deps.db,
    allowPrivateHosts: deps.allowPrivateHosts,
    ...(deps.parse ? { parse: deps.parse } : {}),
    requestSiteIndex: deps.requestSiteIndex,
  };
  return [
    defineJob({
      ...newsFetchSourceJob,
      handle: async ({ sourceId, trigger }, { attempt, signal, logger }) => {
        const outcome = await fetchNewsSource(fetchDeps, {
          sourceId,
          trigger,
          // Staff asking for a fetch and BullMQ's own retries go ahead; a scheduled run of a
          // source that keeps failing waits for its backoff.
          respectBackoff: trigger !== 'admin' && attempt === 1,
          signal,
          logger,
        });
        if (outcome.status === 'failed') {
          // A network error, a timeout or a 5xx is retried with backoff and jitter; a feed we
          // cannot read fails now and waits for its next turn.
          throw outcome.transient
            ? new Error(outcome.error)
            : new UnrecoverableError(outcome.error);
        }
        return outcome;
      },
    }),
    defineJob({
      ...newsFetchAllJob,
      handle: async ({ trigger }, { signal, logger }) => {
        const sources = await listSchedulableSources(deps.db);
        const outcomes: Record<string, FetchSourceOutcome['status']> = {};
        let inserted = 0;
        // Sources come highest priority first; one failing source never stops the others.
        await runPool(sources, deps.fetchConcurrency, async (source) => {
          const outcome = await fetchNewsSource(fetchDeps, {
            sourceId: source.id,
            trigger,
            respectBackoff: trigger !== 'admin',
            signal,
            logger,
          });
          outcomes[source.id] = outcome.status;
          inserted += outcome.status === 'fetched' ? outcome.inserted : 0;
        });
        return { sources: sources.length, inserted, outcomes };
      },
    }),
    defineJob({
      ...newsSyncSchedulesJob,
      handle: async (_payload, { logger }) => {
        const sources = await listSchedulableSources(deps.db);
        const result = await syncJobSchedules({
          config: deps.queue,
          connectionName: deps.connectionName,
          queue: newsQueue,
          idPrefix: sourceSchedulerPrefix,
          schedules: sources.map(
            (source): JobSchedule => ({
              id: `${sourceSchedulerPrefix}${source.id}`,
              job: newsFetchSourceJob,
              payload: { sourceId: source.id, trigger: 'schedule' },
              every: deps.sourceIntervalMs,
              priority: toQueuePriority(source.priority),
            }),
          ),
        });
        logger.info(result, 'news source schedules in step with the sources');
        return result;
      },
    }),
    defineJob({
      ...newsPruneJob,
      handle: async (_payload, { logger }) => {
        const pruned = await pruneNews(deps.db, new Date());
        logger.info({ pruned }, 'old news articles and fetch logs pruned');
        return pruned;
      },
    }),
  ];
}

const minuteMs = 60 * 1000;

/**
 * The schedules follow the sources: news.sync-schedules runs at every start, every few
 * minutes and whenever staff change a source (admin-api queues it), and writes one scheduler
 * per active source.
 */
export const newsSchedules: JobSchedule[] = [
  { id: 'news-sync-schedules', job: newsSyncSchedulesJob, payload: {}, every: 5 * minuteMs },
  { id: 'news-prune-daily', job: newsPruneJob, payload: {}, pattern: '17 3 * * *' },
];

/**
 * At start the schedules are written. A new scheduler's first job runs at once (BullMQ), so a
 * new source is fetched straight away; an existing one keeps its next run, and one that fell
 * due while the worker was stopped runs as soon as it is back.
 */
export const newsStartupJobs: StartupJob[] = [{ job: newsSyncSchedulesJob, payload: {} }];
