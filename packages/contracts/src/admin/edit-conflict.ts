import { z } from 'zod';
import { errorBodySchema } from '../errors.ts';

// Ours: optimistic concurrency for the admin edits (docs/architecture.md#departures). Each
// record carries its edit version; a save names the version it started from and is refused with
// 409 EDIT_CONFLICT and the current record when someone saved in between.

export const editVersionSchema = z
  .number()
  .int()
  .positive()
  .describe('edit version of the record; every admin save raises it by one');

/** The body field of a save: the version the edit started from. */
export const expectedVersionField = {
  version: editVersionSchema
    .optional()
    .describe(
      'the version the edit started from; when it is not the stored one the save is refused with 409 EDIT_CONFLICT (omitted: the save applies whatever the stored version)',
    ),
};

/** The 409 answer of a save that lost the race: the error body plus the record as it stands. */
export function editConflictBodySchema<Record extends z.ZodType>(record: Record, id: string) {
  return errorBodySchema.extend({ code: z.literal('EDIT_CONFLICT'), current: record }).meta({ id });
}
