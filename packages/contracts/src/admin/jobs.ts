import { z } from 'zod';
import { textLimits } from '../constants.ts';
import { defaultJobType, jobTypeSchema } from '../enums.ts';
import { jobFormMessages } from '../messages/admin.ts';
import { jobSchema } from '../public/jobs.ts';
import { requiredText } from '../schema-helpers.ts';
import {
  editConflictBodySchema,
  editVersionSchema,
  expectedVersionField,
} from './edit-conflict.ts';

// spec: chat-news-admin §5, job form: values trimmed before the blank check, blank requirements
// dropped, at least one left. The same schema is the body of POST and PUT /api/admin/jobs.
export const jobFormSchema = z
  .object({
    title: requiredText(jobFormMessages.titleRequired, textLimits.shortText),
    location: requiredText(jobFormMessages.locationRequired, textLimits.shortText),
    type: jobTypeSchema.default(defaultJobType),
    description: requiredText(jobFormMessages.descriptionRequired, textLimits.longText),
    requirements: z
      .array(z.string().max(textLimits.requirement), { error: jobFormMessages.requirementRequired })
      .max(textLimits.requirements)
      .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''))
      .pipe(z.array(z.string()).min(1, jobFormMessages.requirementRequired)),
    isActive: z.boolean().default(true),
  })
  .meta({ id: 'JobForm' });
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.output<typeof jobFormSchema>;

// A posting as the admin reads it: the public shape plus its edit version (ours:
// docs/architecture.md#departures, 20).
export const adminJobSchema = jobSchema
  .extend({ version: editVersionSchema })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof adminJobSchema>;

// PUT /api/admin/jobs/{id}: the job form plus the version the edit started from.
export const jobUpdateSchema = jobFormSchema.extend(expectedVersionField).meta({ id: 'JobUpdate' });
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobUpdate = z.output<typeof jobUpdateSchema>;

export const jobEditConflictSchema = editConflictBodySchema(adminJobSchema, 'JobEditConflict');

// spec: chat-news-admin §7 (GET /api/admin/jobs answers the jobs, inactive ones included)
export const adminJobListResponseSchema = z
  .object({ jobs: z.array(adminJobSchema) })
  .meta({ id: 'AdminJobListResponse' });
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

export const adminJobResponseSchema = z
  .object({ job: adminJobSchema })
  .meta({ id: 'AdminJobResponse' });
export type AdminJobResponse = z.infer<typeof adminJobResponseSchema>;

// spec: chat-news-admin §7 (DELETE /api/admin/jobs/{id}); failures carry the error field
export const deleteResponseSchema = z
  .object({ success: z.literal(true) })
  .meta({ id: 'DeleteResponse' });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

export const adminIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;
