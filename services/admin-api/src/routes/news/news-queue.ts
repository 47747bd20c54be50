import { AppError } from '@phi/contracts/errors';
import { newsFetchSourceJob, newsSyncSchedulesJob } from '@phi/contracts/jobs';
import type { Producer } from '@phi/queue';
import type { FastifyBaseLogger } from 'fastify';

/** While one fetch of a source waits or runs, Fetch Now answers that job's id. */
export function sourceFetchDeduplicationId(sourceId: string): string {
  return `news-source-fetch:${sourceId}`;
}

/**
 * How long a request waits for the queue. While Redis is down, BullMQ's add() waits for a
 * connection that may never come (its client keeps reconnecting), so the request would hang;
 * past this it is answered as the queue being unreachable. Generous: the first add on the
 * PostgreSQL backend may wait for BullMQ's schema to be created.
 */
export const queueAnswerDeadlineMs = 10_000;

function withQueueDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the queue did not answer within ${queueAnswerDeadlineMs} ms`)),
      queueAnswerDeadlineMs,
    );
  });
  // The add may still settle after the deadline; its outcome is no longer anyone's concern.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function enqueueSourceFetch(producer: Producer, sourceId: string): Promise<string> {
  return withQueueDeadline(
    producer.enqueue(
      newsFetchSourceJob,
      { sourceId, trigger: 'admin', requestedAt: new Date().toISOString() },
      { deduplicationId: sourceFetchDeduplicationId(sourceId) },
    ),
  );
}

/**
 * Fetch Now: queues one fetch of the source for staff (trigger admin: the worker ignores the
 * source's failure backoff). SERVICE_UNAVAILABLE when the queue cannot be reached.
 */
export async function queueSourceFetch(
  producer: Producer,
  sourceId: string,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    return await enqueueSourceFetch(producer, sourceId);
  } catch (err) {
    log.error({ err, sourceId }, 'could not queue a news source fetch');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
}

/**
 * After a source changes: the worker brings the per-source schedulers in step with the sources
 * and, for a new source, fetches it once now rather than on its first scheduled run. The sync is
 * not deduplicated: one already running may have read the sources before this change. The
 * change itself is committed, so a queue outage only delays it until the worker's own sync
 * every 5 minutes (docs/architecture.md#news-pipeline): logged, not answered as a failure.
 */
export async function queueSourceChange(
  producer: Producer,
  change: { fetchSourceId?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await withQueueDeadline(
      producer.enqueue(newsSyncSchedulesJob, { requestedAt: new Date().toISOString() }),
    );
    if (change.fetchSourceId !== undefined) {
      await enqueueSourceFetch(producer, change.fetchSourceId);
    }
  } catch (err) {
    log.warn(
      { err },
      'could not queue news jobs after a source change; the periodic sync will catch up',
    );
  }
}
