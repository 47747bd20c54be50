import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import {
  applicationAssigneeSchema,
  applicationStatusSchema,
  defaultApplicationStatus,
  defaultPriority,
  prioritySchema,
  ratingSchema,
} from '../../enums.ts';
import { applicationFormMessages } from '../../messages/careers.ts';
import { isoDateTimeSchema, requiredText } from '../../schema-helpers.ts';
import {
  jsonEncodedTextSchema,
  nullableTextSchema,
  rowIdSchema,
  textListSchema,
} from './stored-fields.ts';

// spec: chat-news-admin §3 (job_applications). personalInfo, experience and education are
// stored as the JSON-encoded text the careers form sends. jobId is null for a general
// application (site-marketing-careers §3), which names no job.
const jobApplicationFields = {
  jobId: rowIdSchema.nullable(),
  personalInfo: jsonEncodedTextSchema(textLimits.personalInfoJson),
  experience: jsonEncodedTextSchema(textLimits.experienceJson),
  education: jsonEncodedTextSchema(textLimits.educationJson),
  coverLetter: requiredText(applicationFormMessages.coverLetterRequired, textLimits.longText),
  resumeUrl: z.string().trim().min(1, applicationFormMessages.resumeRequired).max(textLimits.url),
  skills: textListSchema(textLimits.skill, textLimits.skills),
  status: applicationStatusSchema,
  notes: nullableTextSchema(textLimits.notes),
  priority: prioritySchema,
  rating: ratingSchema,
  assignedTo: applicationAssigneeSchema.nullable(),
  interviewDate: isoDateTimeSchema.nullable(),
};

export const jobApplicationInsertSchema = z
  .object({
    ...jobApplicationFields,
    skills: jobApplicationFields.skills.default([]),
    status: jobApplicationFields.status.default(defaultApplicationStatus),
    notes: jobApplicationFields.notes.optional(),
    priority: jobApplicationFields.priority.default(defaultPriority),
    // 0 means no rating (spec: chat-news-admin §3, rating labels)
    rating: jobApplicationFields.rating.default(0),
    assignedTo: jobApplicationFields.assignedTo.optional(),
    interviewDate: jobApplicationFields.interviewDate.optional(),
  })
  .meta({ id: 'JobApplicationInsert' });
export type JobApplicationInsertInput = z.input<typeof jobApplicationInsertSchema>;
export type JobApplicationInsert = z.output<typeof jobApplicationInsertSchema>;

export const jobApplicationPatchSchema = z
  .object(jobApplicationFields)
  .partial()
  .meta({ id: 'JobApplicationPatch' });
export type JobApplicationPatchInput = z.input<typeof jobApplicationPatchSchema>;
export type JobApplicationPatch = z.output<typeof jobApplicationPatchSchema>;
