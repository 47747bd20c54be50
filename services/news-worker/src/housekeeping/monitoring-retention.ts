import { pruneMonitoringJob } from '@phi/contracts/jobs';
import { monitoringLimits } from '@phi/contracts/public';
import { type Database, deleteMonitoringRowsBefore, type MonitoringPruneResult } from '@phi/db';
import type { JobDefinition } from '@phi/queue';
import type { Kysely } from 'kysely';
import { definePruneJob, hourlyPruneRuns } from './hourly-prune.ts';

const dayMs = 24 * 60 * 60 * 1000;

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
    definePruneJob({
      job: pruneMonitoringJob,
      prune: () => pruneMonitoring(deps.db),
      message: 'monitoring rows pruned',
    }),
  ];
}

// Beside the file sweep: a day's rows at most ever wait past the retention.
export const {
  schedules: monitoringRetentionSchedules,
  startupJobs: monitoringRetentionStartupJobs,
} = hourlyPruneRuns(pruneMonitoringJob, 'prune-monitoring-hourly');
