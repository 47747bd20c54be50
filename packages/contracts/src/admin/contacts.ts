import { z } from 'zod';
import { textLimits } from '../constants.ts';
import {
  allFilterValue,
  contactAssigneeSchema,
  contactSourceSchema,
  contactSources,
  contactSpamReasonSchema,
  contactStatuses,
  contactStatusSchema,
  priorities,
  prioritySchema,
} from '../enums.ts';
import { editFormMessages } from '../messages/admin.ts';
import { blankToNull, isoDateTimeSchema, sentinelOptional } from '../schema-helpers.ts';
import {
  editConflictBodySchema,
  editVersionSchema,
  expectedVersionField,
} from './edit-conflict.ts';
import {
  dateRangeQueryFields,
  keepCompleteDateRange,
  listTotalFields,
  pageQueryFields,
  refuseDeepPage,
  searchQueryField,
  serverSearchTerm,
  unassignedFilterValue,
} from './list-query.ts';

// spec: chat-news-admin §3, contact as the admin screens read it (plus the stored service and
// response time, which the CSV and detail views can use)
export const adminContactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    service: z.string().nullable(),
    message: z.string(),
    status: contactStatusSchema,
    priority: prioritySchema,
    source: contactSourceSchema,
    notes: z.string().nullable(),
    assignedTo: z.string().nullable(),
    responseTimeHours: z.number().int().nullable(),
    lastContactedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
    spamReason: contactSpamReasonSchema
      .nullable()
      .describe(
        'why the form caught it as suspected spam (honeypot filled, sent too fast); null otherwise',
      ),
    version: editVersionSchema,
  })
  .meta({ id: 'AdminContact' });
export type AdminContact = z.infer<typeof adminContactSchema>;

// Ours: the contacts list shows either the inbox (every contact but suspected spam, the
// default) or the suspected spam the form's abuse guard caught (docs/architecture.md#departures).
export const contactListViews = ['inbox', 'spam'] as const;
export type ContactListView = (typeof contactListViews)[number];
export const defaultContactListView: ContactListView = 'inbox';

// spec: chat-news-admin §5 and §7 (GET /api/admin/contacts). "all" and blank values are
// omitted; "unassigned" filters contacts with no assignee (the spec omits it too:
// docs/architecture.md#departures); the date range counts only when both ends are set.
// Query schemas carry no component id: Swagger inlines query parameters.
const contactFilterFields = {
  status: sentinelOptional(contactStatusSchema, [allFilterValue]),
  priority: sentinelOptional(prioritySchema, [allFilterValue]),
  source: sentinelOptional(contactSourceSchema, [allFilterValue]),
  assignedTo: sentinelOptional(z.union([contactAssigneeSchema, z.literal(unassignedFilterValue)]), [
    allFilterValue,
  ]),
  search: searchQueryField,
  ...dateRangeQueryFields,
  view: sentinelOptional(z.literal('spam'), [defaultContactListView]).describe(
    '"spam" lists the suspected spam instead of the inbox',
  ),
};
export const contactListQuerySchema = z
  .object({ ...pageQueryFields, ...contactFilterFields })
  .superRefine(refuseDeepPage)
  .transform(keepCompleteDateRange);
export type ContactListQueryInput = z.input<typeof contactListQuerySchema>;
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

// Ours: GET /api/admin/contacts/export, every contact the list's filters match as one CSV
// (the spec's export holds only the rows shown): the same filters, no page.
export const contactExportQuerySchema = z
  .object(contactFilterFields)
  .transform(keepCompleteDateRange);
export type ContactExportQuery = z.output<typeof contactExportQuerySchema>;

export const contactListResponseSchema = z
  .object({
    contacts: z.array(adminContactSchema),
    ...listTotalFields,
  })
  .meta({ id: 'ContactListResponse' });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** The filter controls of the contacts screen, sentinels included. */
export interface ContactFilters {
  search: string;
  status: string;
  priority: string;
  source: string;
  assignedTo: string;
  startDate: string;
  endDate: string;
  view: string;
}

export const defaultContactFilters: ContactFilters = {
  search: '',
  status: allFilterValue,
  priority: allFilterValue,
  source: allFilterValue,
  assignedTo: allFilterValue,
  startDate: '',
  endDate: '',
  view: defaultContactListView,
};

/**
 * Maps the screen's filters to the query the API receives (same rules as the server). A search
 * term too short for the server is left out: the screen filters the loaded page by it locally.
 */
export function buildContactListQuery(
  filters: ContactFilters,
  page: number,
  limit?: number,
): ContactListQuery {
  return contactListQuerySchema.parse({
    ...filters,
    search: serverSearchTerm(filters.search),
    page,
    limit,
  });
}

// spec: chat-news-admin §5 and §7 (PUT /api/admin/contacts/{id}); status, priority and source
// must be non-empty; an empty assignee means unassigned.
export const contactUpdateSchema = z
  .object({
    status: z.enum(contactStatuses, { error: editFormMessages.statusRequired }),
    priority: z.enum(priorities, { error: editFormMessages.priorityRequired }),
    source: z.enum(contactSources, { error: editFormMessages.sourceRequired }),
    notes: z.string().max(textLimits.notes).nullable().optional().transform(blankToNull),
    assignedTo: z
      .union([contactAssigneeSchema, z.literal('')])
      .nullable()
      .optional()
      .transform(blankToNull),
    lastContactedAt: z
      .union([isoDateTimeSchema, z.literal('')])
      .nullable()
      .optional()
      .transform(blankToNull),
    ...expectedVersionField,
  })
  .meta({ id: 'ContactUpdate' });
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

export const contactUpdateResponseSchema = z
  .object({ contact: adminContactSchema })
  .meta({ id: 'ContactUpdateResponse' });
export type ContactUpdateResponse = z.infer<typeof contactUpdateResponseSchema>;

export const contactEditConflictSchema = editConflictBodySchema(
  adminContactSchema,
  'ContactEditConflict',
);

/** The screen's filters as the export of every matching contact takes them. */
export function buildContactExportQuery(filters: ContactFilters): ContactExportQuery {
  return contactExportQuerySchema.parse({ ...filters, search: serverSearchTerm(filters.search) });
}
