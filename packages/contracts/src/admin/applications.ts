import { z } from 'zod';
import { ratingRange, textLimits } from '../constants.ts';
import {
  allFilterValue,
  applicationAssigneeSchema,
  applicationStatuses,
  applicationStatusSchema,
  priorities,
  prioritySchema,
  ratingSchema,
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
  noRatingFilterValue,
  pageQueryFields,
  refuseDeepPage,
  searchQueryField,
  serverSearchTerm,
  unassignedFilterValue,
} from './list-query.ts';

// spec: chat-news-admin §3, application as the admin screens read it. personalInfo, experience
// and education stay JSON-encoded text as submitted; application-fields.ts reads them.
export const adminApplicationSchema = z
  .object({
    id: z.string(),
    jobId: z.string().nullable().describe('null for a general application'),
    jobTitle: z.string(),
    personalInfo: z.string(),
    experience: z.string(),
    education: z.string(),
    skills: z.array(z.string()),
    coverLetter: z.string(),
    resumeUrl: z.string(),
    status: applicationStatusSchema,
    priority: prioritySchema,
    rating: ratingSchema.describe('0 means no rating'),
    assignedTo: z.string().nullable(),
    interviewDate: isoDateTimeSchema.nullable(),
    notes: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema.nullable(),
    version: editVersionSchema,
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

// spec: chat-news-admin §5 and §7 (GET /api/admin/applications). "all" and blank values are
// omitted; "unassigned" filters applications with no assignee and "no-rating" (or 0) those
// rated 0 (the spec omits both: docs/architecture.md#departures); dates only as a complete range.
const applicationFilterFields = {
  status: sentinelOptional(applicationStatusSchema, [allFilterValue]),
  priority: sentinelOptional(prioritySchema, [allFilterValue]),
  assignedTo: sentinelOptional(
    z.union([applicationAssigneeSchema, z.literal(unassignedFilterValue)]),
    [allFilterValue],
  ),
  search: searchQueryField,
  ...dateRangeQueryFields,
  rating: sentinelOptional(
    z.union([
      z.literal(noRatingFilterValue).transform(() => ratingRange.min),
      z.coerce.number().int().min(ratingRange.min).max(ratingRange.max),
    ]),
    [allFilterValue],
  ),
};
export const applicationListQuerySchema = z
  .object({ ...pageQueryFields, ...applicationFilterFields })
  .superRefine(refuseDeepPage)
  .transform(keepCompleteDateRange);
export type ApplicationListQueryInput = z.input<typeof applicationListQuerySchema>;
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

// Ours: GET /api/admin/applications/export, every application the list's filters match as one
// CSV (the spec's export holds only the rows shown): the same filters, no page.
export const applicationExportQuerySchema = z
  .object(applicationFilterFields)
  .transform(keepCompleteDateRange);
export type ApplicationExportQuery = z.output<typeof applicationExportQuerySchema>;

export const applicationListResponseSchema = z
  .object({
    applications: z.array(adminApplicationSchema),
    ...listTotalFields,
  })
  .meta({ id: 'ApplicationListResponse' });
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

/** The filter controls of the applications screen, sentinels included. */
export interface ApplicationFilters {
  search: string;
  status: string;
  priority: string;
  assignedTo: string;
  rating: string;
  startDate: string;
  endDate: string;
}

export const defaultApplicationFilters: ApplicationFilters = {
  search: '',
  status: allFilterValue,
  priority: allFilterValue,
  assignedTo: allFilterValue,
  rating: allFilterValue,
  startDate: '',
  endDate: '',
};

/**
 * Maps the screen's filters to the query the API receives (same rules as the server). A search
 * term too short for the server is left out: the screen filters the loaded page by it locally.
 */
export function buildApplicationListQuery(
  filters: ApplicationFilters,
  page: number,
  limit?: number,
): ApplicationListQuery {
  return applicationListQuerySchema.parse({
    ...filters,
    search: serverSearchTerm(filters.search),
    page,
    limit,
  });
}

/** The screen's filters as the export of every matching application takes them. */
export function buildApplicationExportQuery(filters: ApplicationFilters): ApplicationExportQuery {
  return applicationExportQuerySchema.parse({
    ...filters,
    search: serverSearchTerm(filters.search),
  });
}

// spec: chat-news-admin §5 and §7 (PUT /api/admin/applications/{id}); status and priority must
// be non-empty; rating is 0 (none) to 5.
export const applicationUpdateSchema = z
  .object({
    status: z.enum(applicationStatuses, { error: editFormMessages.statusRequired }),
    priority: z.enum(priorities, { error: editFormMessages.priorityRequired }),
    notes: z.string().max(textLimits.notes).nullable().optional().transform(blankToNull),
    assignedTo: z
      .union([applicationAssigneeSchema, z.literal('')])
      .nullable()
      .optional()
      .transform(blankToNull),
    rating: ratingSchema.default(0),
    interviewDate: z
      .union([isoDateTimeSchema, z.literal('')])
      .nullable()
      .optional()
      .transform(blankToNull),
    ...expectedVersionField,
  })
  .meta({ id: 'ApplicationUpdate' });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

export const applicationUpdateResponseSchema = z
  .object({ application: adminApplicationSchema })
  .meta({ id: 'ApplicationUpdateResponse' });
export type ApplicationUpdateResponse = z.infer<typeof applicationUpdateResponseSchema>;

export const applicationEditConflictSchema = editConflictBodySchema(
  adminApplicationSchema,
  'ApplicationEditConflict',
);
