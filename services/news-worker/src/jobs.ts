import { sweepFilesJob } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import { type FileStore, sweepFiles, sweepIdleVoicebots } from '@phi/files';
import type { Embedder } from '@phi/knowledge';
import { defineJob, type JobDefinition, type JobSchedule, type StartupJob } from '@phi/queue';
import type { Kysely } from 'kysely';
import { hourlyPruneRuns } from './housekeeping/hourly-prune.ts';
import {
  createMonitoringRetentionJobs,
  monitoringRetentionSchedules,
  monitoringRetentionStartupJobs,
} from './housekeeping/monitoring-retention.ts';
import {
  createVoiceTranscriptRetentionJobs,
  voiceTranscriptRetentionSchedules,
  voiceTranscriptRetentionStartupJobs,
} from './housekeeping/voice-transcript-retention.ts';
import {
  createKnowledgeJobs,
  knowledgeSchedules,
  knowledgeStartupJobs,
} from './knowledge/knowledge-jobs.ts';
import { createSiteIndexRequester } from './knowledge/site-index-request.ts';
import {
  createNewsJobs,
  type NewsJobDeps,
  newsSchedules,
  newsStartupJobs,
} from './news/news-jobs.ts';

export interface JobDeps {
  db: Kysely<Database>;
  files: FileStore;
  news: Omit<NewsJobDeps, 'db'>;
  embedder: Embedder | null;
  /** VOICE_TRANSCRIPT_RETENTION_DAYS. */
  voiceTranscriptRetentionDays: number;
}

/** Every job this worker runs: a contract from @phi/contracts/jobs and the package doing it. */
export function createJobs(deps: JobDeps): JobDefinition[] {
  return [
    ...createNewsJobs({
      db: deps.db,
      ...deps.news,
      requestSiteIndex: createSiteIndexRequester(deps.news.queue, deps.news.connectionName),
    }),
    ...createKnowledgeJobs({ db: deps.db, files: deps.files, embedder: deps.embedder }),
    ...createMonitoringRetentionJobs({ db: deps.db }),
    ...createVoiceTranscriptRetentionJobs({
      db: deps.db,
      retentionDays: deps.voiceTranscriptRetentionDays,
    }),
    defineJob({
      ...sweepFilesJob,
      handle: async (_payload, { logger }) => {
        // Idle builder bots first: their files then go with them, not a day later.
        const idleVoicebots = await sweepIdleVoicebots({ db: deps.db, store: deps.files });
        const swept = await sweepFiles({ db: deps.db, store: deps.files });
        logger.info({ swept, idleVoicebots }, 'private files swept');
        return { ...swept, idleVoicebots };
      },
    }),
  ];
}

// At start (a restart after a long stop sweeps at once, not an hour later) and hourly.
const sweepRuns = hourlyPruneRuns(sweepFilesJob, 'sweep-files-hourly');

/** Recurring work, upserted once at start (the same ids every time). */
export const jobSchedules: JobSchedule[] = [
  ...sweepRuns.schedules,
  ...monitoringRetentionSchedules,
  ...voiceTranscriptRetentionSchedules,
  ...newsSchedules,
  ...knowledgeSchedules,
];

/** Queued at every start: a restart after a long stop sweeps at once, not an hour later. */
export const startupJobs: StartupJob[] = [
  ...sweepRuns.startupJobs,
  ...monitoringRetentionStartupJobs,
  ...voiceTranscriptRetentionStartupJobs,
  ...newsStartupJobs,
  ...knowledgeStartupJobs,
];
