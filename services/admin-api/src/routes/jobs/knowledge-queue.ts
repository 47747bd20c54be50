import { knowledgeIndexSiteDeduplicationId, knowledgeIndexSiteJob } from '@phi/contracts/jobs';
import type { Producer } from '@phi/queue';
import type { FastifyBaseLogger } from 'fastify';

/**
 * After a job posting changed: the worker indexes the site collection again, so the chat
 * knows the open positions (docs/architecture.md#knowledge). Joins a request already waiting
 * or running. The change itself is committed, so a queue outage only delays the index until
 * the worker's periodic run: logged, not answered as a failure.
 */
export async function queueSiteIndex(producer: Producer, log: FastifyBaseLogger): Promise<void> {
  try {
    await producer.enqueue(
      knowledgeIndexSiteJob,
      { trigger: 'jobs-changed', requestedAt: new Date().toISOString() },
      { deduplicationId: knowledgeIndexSiteDeduplicationId },
    );
  } catch (err) {
    log.warn(
      { err },
      'could not queue the site index after a job change; the periodic run will catch up',
    );
  }
}
