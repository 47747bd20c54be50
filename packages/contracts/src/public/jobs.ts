import { z } from 'zod';
import { jobTypeSchema } from '../enums.ts';

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
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobListResponseSchema = z.array(jobSchema).meta({ id: 'JobList' });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type JobIdParams = z.infer<typeof jobIdParamsSchema>;
