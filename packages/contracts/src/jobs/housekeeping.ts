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
