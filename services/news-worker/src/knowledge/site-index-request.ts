import {
  type KnowledgeIndexSiteTrigger,
  knowledgeIndexSiteDeduplicationId,
  knowledgeIndexSiteJob,
} from '@phi/contracts/jobs';
import { createProducer, type QueueConnectionConfig } from '@phi/queue';

/** Asks for the site collection to be indexed again; joins a request already waiting or running. */
export type RequestSiteIndex = (trigger: KnowledgeIndexSiteTrigger) => Promise<void>;

/**
 * A producer per request, closed straight after: requests are rare (a news fetch that stored
 * articles), and the worker then holds no producer connection to close at shutdown.
 */
export function createSiteIndexRequester(
  config: QueueConnectionConfig,
  connectionName: string,
): RequestSiteIndex {
  return async (trigger) => {
    const producer = createProducer(config, connectionName);
    try {
      await producer.enqueue(
        knowledgeIndexSiteJob,
        { trigger, requestedAt: new Date().toISOString() },
        { deduplicationId: knowledgeIndexSiteDeduplicationId },
      );
    } finally {
      await producer.close();
    }
  };
}
