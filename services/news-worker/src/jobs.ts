import { sweepFilesJob } from '@phi/contracts/jobs';
import type { Database } from '@phi/db';
import { type FileStore, sweepFiles } from '@phi/files';
import { defineJob, type JobDefinition, type JobSchedule, type StartupJob } from '@phi/queue';
import type { Kysely } from 'kysely';

export interface JobDeps {
  db: Kysely<Database>;
  files: FileStore;
}

/** Every job this worker runs: a contract from @phi/contracts/jobs and the package doing it. */
export function createJobs(deps: JobDeps): JobDefinition[] {
  return [
    defineJob({
      ...sweepFilesJob,
      handle: async (_payload, { logger }) => {
        const swept = await sweepFiles({ db: deps.db, store: deps.files });
        logger.info({ swept }, 'private files swept');
        return swept;
      },
    }),
  ];
}

const hourMs = 60 * 60 * 1000;

/** Recurring work, upserted once at start (the same ids every time). */
export const jobSchedules: JobSchedule[] = [
  { id: 'sweep-files-hourly', job: sweepFilesJob, payload: {}, every: hourMs },
];

/** Queued at every start: a restart after a long stop sweeps at once, not an hour later. */
export const startupJobs: StartupJob[] = [{ job: sweepFilesJob, payload: {} }];
