import { knowledgeIndexSiteJob, voicebotIndexJob } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import type { FileStore } from '@phi/files';
import type { Embedder } from '@phi/knowledge';
import { indexSite } from '@phi/knowledge/site';
import {
  defineJob,
  type JobDefinition,
  type JobSchedule,
  retryPolicyOf,
  type StartupJob,
} from '@phi/queue';
import type { Kysely } from 'kysely';
import {
  indexVoicebot,
  markVoicebotIndexFailed,
  markVoicebotIndexRetrying,
} from './voicebot-index.ts';

export interface KnowledgeJobDeps {
  db: Kysely<Database>;
  /** Where the voice bots' uploaded documents are kept. */
  files: FileStore;
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
    defineJob({
      ...voicebotIndexJob,
      handle: async (payload, { signal, logger, attempt }) => {
        try {
          const result = await indexVoicebot(deps, payload, { signal });
          logger.info({ voicebotId: payload.voicebotId, ...result }, 'voice bot indexed');
          return result;
        } catch (error) {
          // A shutdown runs the job again on the next start; otherwise the builder sees why.
          if (!signal.aborted) {
            const isLastAttempt = attempt >= retryPolicyOf(voicebotIndexJob).attempts;
            logger.warn(
              { err: error, voicebotId: payload.voicebotId, attempt },
              'voice bot indexing failed',
            );
            await (isLastAttempt ? markVoicebotIndexFailed : markVoicebotIndexRetrying)(
              deps.db,
              payload.runId,
            );
          }
          throw error;
        }
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
