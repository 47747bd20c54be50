import { AppError } from '@phi/contracts/errors';
import { newsFetchSourceJob, newsSyncSchedulesJob } from '@phi/contracts/jobs';
import type { Producer } from '@phi/queue';
import type { FastifyBaseLogger } from 'fastify';

/** While one fetch of a source waits or runs, Fetch Now answers that job's id. */
export function sourceFetchDeduplicationId(sourceId: string): string {
  return `news-source-fetch:${sourceId}`;
}

function enqueueSourceFetch(producer: Producer, sourceId: string): Promise<string> {
  // The producer gives up after its answer deadline (packages/queue/src/producer.ts).
  return producer.enqueue(
    newsFetchSourceJob,
    { sourceId, trigger: 'admin', requestedAt: new Date().toISOString() },
    { deduplicationId: sourceFetchDeduplicationId(sourceId) },
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
 * After a source changes: the worker brings the per-source schedulers in step with the sources;
 * a new source's scheduler runs its first fetch at once (docs/architecture.md#queues). The sync is
 * not deduplicated: one already running may have read the sources before this change. The
 * change itself is committed, so a queue outage only delays it until the worker's own sync
 * every 5 minutes (docs/architecture.md#news-pipeline): logged, not answered as a failure.
 */
export async function queueSourceChange(producer: Producer, log: FastifyBaseLogger): Promise<void> {
  try {
    await producer.enqueue(newsSyncSchedulesJob, { requestedAt: new Date().toISOString() });
  } catch (err) {
    log.warn(
      { err },
      'could not queue news jobs after a source change; the periodic sync will catch up',
    );
  }
}
