import { z } from 'zod';
import { jobTypeSchema } from '../enums.ts';
import { generalApplicationMessages } from '../messages/careers.ts';
import { generalApplicationJobId } from '../navigation.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';

// spec: site-marketing-careers §3 (Job), chat-news-admin §3 (jobs table)
export const jobSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    type: jobTypeSchema,
    description: z.string(),
    requirements: z.array(z.string()),
    isActive: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobListResponseSchema = z.array(jobSchema).meta({ id: 'JobList' });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type JobIdParams = z.infer<typeof jobIdParamsSchema>;

// spec: site-marketing-careers §3, the synthesised general application job (never fetched);
// its type is free text, not one of the five job types.
export const generalApplicationJobSchema = jobSchema
  .omit({ type: true, createdAt: true })
  .extend({ type: z.string() });
export type GeneralApplicationJob = z.infer<typeof generalApplicationJobSchema>;

export const generalApplicationJob: GeneralApplicationJob = {
  id: generalApplicationJobId,
  title: generalApplicationMessages.title,
  location: generalApplicationMessages.location,
  type: generalApplicationMessages.type,
  description: generalApplicationMessages.nextSteps.join(' '),
  requirements: [...generalApplicationMessages.requirements],
  isActive: true,
};
