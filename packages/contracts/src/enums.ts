import { z } from 'zod';

// spec: chat-news-admin §3, Enumerations
export const jobTypes = ['Full Time', 'Part Time', 'Contract', 'Internship', 'Freelance'] as const;
export const jobTypeSchema = z.enum(jobTypes);
export type JobType = z.infer<typeof jobTypeSchema>;
export const defaultJobType: JobType = 'Full Time';
