import { z } from 'zod';
import { textLimits } from '../constants.ts';
import { defaultJobType, jobTypeSchema } from '../enums.ts';
import { jobFormMessages } from '../messages/admin.ts';
import { jobSchema } from '../public/jobs.ts';
import { requiredText } from '../schema-helpers.ts';

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

// spec: chat-news-admin §7 (GET /api/admin/jobs answers the jobs, inactive ones included)
export const adminJobListResponseSchema = z
  .object({ jobs: z.array(jobSchema) })
  .meta({ id: 'AdminJobListResponse' });
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

export const adminJobResponseSchema = z.object({ job: jobSchema }).meta({ id: 'AdminJobResponse' });
export type AdminJobResponse = z.infer<typeof adminJobResponseSchema>;

// spec: chat-news-admin §7 (DELETE /api/admin/jobs/{id}); failures carry the error field
export const deleteResponseSchema = z
  .object({ success: z.literal(true) })
  .meta({ id: 'DeleteResponse' });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

export const adminIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;
