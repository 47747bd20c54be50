import { z } from 'zod';
import { adminListLimits } from '../constants.ts';
import { allFilterValue } from '../enums.ts';
import { adminListMessages } from '../messages/admin.ts';
import { isoDateSchema, optionalText, sentinelOptional } from '../schema-helpers.ts';

// spec: chat-news-admin §5, filter sentinels that mean "no filter"
export const unassignedFilterValue = 'unassigned';
export const noRatingFilterValue = 'no-rating';

// spec: chat-news-admin §7 and §9, page and limit (page size 20)
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(adminListLimits.maxPageSize)
    .default(adminListLimits.pageSize),
};

/**
 * Refuses a page starting at or past the count cap (use with `.superRefine` on a list query).
 * Totals stop at the cap and the screens page no further, so a deeper offset would only make
 * the database skip rows nobody asked to see.
 */
export function refuseDeepPage(query: { page: number; limit: number }, ctx: z.RefinementCtx) {
  if ((query.page - 1) * query.limit >= adminListLimits.totalCountCap) {
    ctx.addIssue({
      code: 'custom',
      path: ['page'],
      message: adminListMessages.pageTooDeep(adminListLimits.totalCountCap),
      input: query.page,
    });
  }
}

export const dateRangeQueryFields = {
  startDate: sentinelOptional(isoDateSchema, [allFilterValue]),
  endDate: sentinelOptional(isoDateSchema, [allFilterValue]),
};

// The trigram indexes serve search terms of at least searchMinLength characters; a shorter one
// would scan the whole table, so the API refuses it with this message (a 400).
export const searchQueryField = optionalText(200).refine(
  (value) => value === undefined || value.length >= adminListLimits.searchMinLength,
  adminListMessages.searchTooShort(adminListLimits.searchMinLength),
);

/** Whether a search term is long enough for the server (shorter ones filter the page locally). */
export function isServerSearchable(search: string): boolean {
  return search.trim().length >= adminListLimits.searchMinLength;
}

/** The screen's search box text as the API takes it: too-short terms stay local (spec §5). */
export function serverSearchTerm(search: string): string {
  return isServerSearchable(search) ? search : '';
}

// Totals past adminListLimits.totalCountCap are not counted: `total` is then the cap and
// `isTotalCapped` says the real number is at least that.
export const listTotalFields = {
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  isTotalCapped: z.boolean().describe('true when total is the count cap, not the exact number'),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
};

/** spec: chat-news-admin §5, the date range counts only when both ends are set. */
export function keepCompleteDateRange<T extends { startDate?: string; endDate?: string }>(
  query: T,
): T {
  if (query.startDate !== undefined && query.endDate !== undefined) {
    return query;
  }
  const { startDate: _start, endDate: _end, ...rest } = query;
  return rest as T;
}

// spec: chat-news-admin §3, pagination state
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function countPages(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}
