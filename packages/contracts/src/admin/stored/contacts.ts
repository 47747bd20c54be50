import { z } from 'zod';
import { textLimits } from '../../constants.ts';
import {
  contactAssigneeSchema,
  contactServiceSchema,
  contactSourceSchema,
  contactStatusSchema,
  defaultContactSource,
  defaultContactStatus,
  defaultPriority,
  prioritySchema,
} from '../../enums.ts';
import { contactFormMessages } from '../../messages/site.ts';
import { isoDateTimeSchema, requiredText } from '../../schema-helpers.ts';
import { countSchema, emailFieldSchema, nullableTextSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 (contacts); service holds one of the contact form's choices
// (site-marketing-careers §2.8) and assignedTo one of the contact assignees.
const contactFields = {
  name: requiredText(contactFormMessages.nameRequired, textLimits.name),
  email: emailFieldSchema(textLimits.email, {
    required: contactFormMessages.emailRequired,
    invalid: contactFormMessages.emailInvalid,
  }),
  company: nullableTextSchema(textLimits.company),
  service: contactServiceSchema.nullable(),
  message: requiredText(contactFormMessages.messageRequired, textLimits.message),
  status: contactStatusSchema,
  notes: nullableTextSchema(textLimits.notes),
  priority: prioritySchema,
  source: contactSourceSchema,
  responseTimeHours: countSchema.nullable(),
  lastContactedAt: isoDateTimeSchema.nullable(),
  assignedTo: contactAssigneeSchema.nullable(),
};

export const contactInsertSchema = z
  .object({
    ...contactFields,
    company: contactFields.company.optional(),
    service: contactFields.service.optional(),
    status: contactFields.status.default(defaultContactStatus),
    notes: contactFields.notes.optional(),
    priority: contactFields.priority.default(defaultPriority),
    source: contactFields.source.default(defaultContactSource),
    responseTimeHours: contactFields.responseTimeHours.optional(),
    lastContactedAt: contactFields.lastContactedAt.optional(),
    assignedTo: contactFields.assignedTo.optional(),
  })
  .meta({ id: 'ContactInsert' });
export type ContactInsertInput = z.input<typeof contactInsertSchema>;
export type ContactInsert = z.output<typeof contactInsertSchema>;

export const contactPatchSchema = z.object(contactFields).partial().meta({ id: 'ContactPatch' });
export type ContactPatchInput = z.input<typeof contactPatchSchema>;
export type ContactPatch = z.output<typeof contactPatchSchema>;
