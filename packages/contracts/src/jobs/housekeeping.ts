import { z } from 'zod';
import { isoDateTimeSchema } from '../schema-helpers.ts';

export const housekeepingQueue = 'housekeeping';

/**
 * Deletes resume uploads no application claimed within a day, partial upload files and files
 * without a record (docs/architecture.md, private files). Runs on the worker's schedule.
 */
export const sweepFilesJob = {
  name: 'housekeeping.sweep-files',
  queue: housekeepingQueue,
  schema: z.object({ requestedAt: isoDateTimeSchema.optional() }).meta({ id: 'SweepFilesPayload' }),
} as const;
export type SweepFilesPayload = z.infer<typeof sweepFilesJob.schema>;

/**
 * Deletes the site's monitoring rows (Web Vitals, errors and warnings, events) older than
 * monitoringLimits.retentionDays (docs/architecture.md#monitoring). Runs on the worker's schedule.
 */
export const pruneMonitoringJob = {
  name: 'housekeeping.prune-monitoring',
  queue: housekeepingQueue,
  schema: z
    .object({ requestedAt: isoDateTimeSchema.optional() })
    .meta({ id: 'PruneMonitoringPayload' }),
} as const;
export type PruneMonitoringPayload = z.infer<typeof pruneMonitoringJob.schema>;

/**
 * Deletes voice transcript lines and session summaries older than the worker's transcript
 * retention (docs/architecture.md#voice-transcripts). Runs on the worker's schedule.
 */
export const pruneVoiceTranscriptsJob = {
  name: 'housekeeping.prune-voice-transcripts',
  queue: housekeepingQueue,
  schema: z
    .object({ requestedAt: isoDateTimeSchema.optional() })
    .meta({ id: 'PruneVoiceTranscriptsPayload' }),
} as const;
export type PruneVoiceTranscriptsPayload = z.infer<typeof pruneVoiceTranscriptsJob.schema>;
