import { knowledgeIndexSiteJob } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import type { Embedder } from '@phi/knowledge';
import { indexSite } from '@phi/knowledge/site';
import { defineJob, type JobDefinition, type JobSchedule, type StartupJob } from '@phi/queue';
import type { Kysely } from 'kysely';

export interface KnowledgeJobDeps {
  db: Kysely<Database>;
  /** Null: chunks are stored without vectors and retrieval stays lexical. */
  embedder: Embedder | null;
}

export function createKnowledgeJobs(deps: KnowledgeJobDeps): JobDefinition[] {
  return [
    defineJob({
      ...knowledgeIndexSiteJob,
      handle: async ({ trigger }, { signal, logger }) => {
        const summary = await indexSite(deps.db, { signal, embedder: deps.embedder ?? undefined });
        logger.info({ trigger, ...summary }, 'site knowledge indexed');
        return summary;
      },
    }),
  ];
}

const minuteMs = 60 * 1000;

/**
 * Besides the requests that follow a change (admin job edits, stored news), a periodic run:
 * it picks up blog posts whose publication time has come, news ageing out, and a change made
 * while an index was running (a request then joins the running job). Unchanged documents cost
 * only their hash.
 */
export const knowledgeSchedules: JobSchedule[] = [
  {
    id: 'knowledge-index-site',
    job: knowledgeIndexSiteJob,
    payload: { trigger: 'schedule' },
    every: 15 * minuteMs,
  },
];

/** At every start, so a fresh machine's chat answers from the site within seconds. */
export const knowledgeStartupJobs: StartupJob[] = [
  { job: knowledgeIndexSiteJob, payload: { trigger: 'startup' } },
];
