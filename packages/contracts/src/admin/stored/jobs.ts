import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import { defaultJobType, jobTypeSchema } from '../../enums.ts';
import { jobFormMessages } from '../../messages/admin.ts';
import { requiredText } from '../../schema-helpers.ts';
import { textListSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 (jobs). Insert variants omit id and timestamps; the partial variant
// is built from the fields without defaults, so an update never resets an absent field.
const jobFields = {
  title: requiredText(jobFormMessages.titleRequired, textLimits.shortText),
  location: requiredText(jobFormMessages.locationRequired, textLimits.shortText),
  type: jobTypeSchema,
  description: requiredText(jobFormMessages.descriptionRequired, textLimits.longText),
  requirements: textListSchema(textLimits.requirement, textLimits.requirements),
  isActive: z.boolean(),
};

export const jobInsertSchema = z
  .object({
    ...jobFields,
    type: jobFields.type.default(defaultJobType),
    requirements: jobFields.requirements.default([]),
    isActive: jobFields.isActive.default(true),
  })
  .meta({ id: 'JobInsert' });
export type JobInsertInput = z.input<typeof jobInsertSchema>;
export type JobInsert = z.output<typeof jobInsertSchema>;

export const jobPatchSchema = z.object(jobFields).partial().meta({ id: 'JobPatch' });
export type JobPatchInput = z.input<typeof jobPatchSchema>;
export type JobPatch = z.output<typeof jobPatchSchema>;
