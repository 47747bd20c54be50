import { pruneMonitoringJob } from '@phi/contracts/jobs';
import { monitoringLimits } from '@phi/contracts/public';
import { type Database, deleteMonitoringRowsBefore, type MonitoringPruneResult } from '@phi/db';
import { defineJob, type JobDefinition, type JobSchedule, type StartupJob } from '@phi/queue';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** Deletes the site's monitoring rows older than the retention (docs/architecture.md#monitoring). */
export function pruneMonitoring(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<MonitoringPruneResult> {
  return deleteMonitoringRowsBefore(
    db,
    new Date(now.getTime() - monitoringLimits.retentionDays * dayMs),
  );
}

export function createMonitoringRetentionJobs(deps: { db: Kysely<Database> }): JobDefinition[] {
  return [
    defineJob({
      ...pruneMonitoringJob,
      handle: async (_payload, { logger }) => {
        const pruned = await pruneMonitoring(deps.db);
        logger.info({ pruned }, 'monitoring rows pruned');
        return pruned;
      },
    }),
  ];
}

// Hourly, beside the file sweep: a day's rows at most ever wait past the retention.
export const monitoringRetentionSchedules: JobSchedule[] = [
  { id: 'prune-monitoring-hourly', job: pruneMonitoringJob, payload: {}, every: hourMs },
];

export const monitoringRetentionStartupJobs: StartupJob[] = [
  { job: pruneMonitoringJob, payload: {} },
];
