import {
  defineJob,
  type JobContract,
  type JobDefinition,
  type JobSchedule,
  type StartupJob,
} from '@phi/queue';

const hourMs = 60 * 60 * 1000;

/**
 * A retention job's handler: deletes what is past its retention and logs the counts (with
 * `fields`, e.g. the retention in force) under `message`.
 */
export function definePruneJob(input: {
  job: JobContract;
  prune: () => Promise<unknown>;
  message: string;
  fields?: Record<string, unknown>;
}): JobDefinition {
  return defineJob({
    ...input.job,
    handle: async (_payload, { logger }) => {
      const pruned = await input.prune();
      logger.info({ pruned, ...input.fields }, input.message);
      return pruned;
    },
  });
}

/**
 * When a retention job runs: at the worker's start and hourly after, so nothing outlives its
 * retention by more than an hour.
 */
export function hourlyPruneRuns(
  job: JobContract,
  scheduleId: string,
): { schedules: JobSchedule[]; startupJobs: StartupJob[] } {
  return {
    schedules: [{ id: scheduleId, job, payload: {}, every: hourMs }],
    startupJobs: [{ job, payload: {} }],
  };
}
