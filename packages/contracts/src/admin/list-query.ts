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

// "{time as ISO text with microseconds}_{id}": where a newest-first keyset page stopped (the
// audit log, voice sessions). The microseconds matter: rows written in the same millisecond
// must not be skipped.
const keysetTimePattern = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z`;

/** The cursor of a newest-first keyset list, parsed into its row's time and id. */
export function keysetCursorSchema(message: string, idPattern: RegExp = /.+/) {
  const pattern = new RegExp(`^(${keysetTimePattern})_(${idPattern.source})$`);
  return z
    .string()
    .regex(pattern, message)
    .transform((value) => {
      const [, at = '', id = ''] = pattern.exec(value) ?? [];
      return { at, id };
    });
}
export type KeysetCursor = { at: string; id: string };

export function formatKeysetCursor(cursor: KeysetCursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/**
 * One newest-first keyset page from rows read with `limit + 1`: the extra row only says an older
 * page exists, so it is dropped and the cursor names the last row kept.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => KeysetCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? formatKeysetCursor(cursorOf(last)) : null,
  };
}

export const dateRangeQueryFields = {
  startDate: sentinelOptional(isoDateSchema, [allFilterValue]),
  endDate: sentinelOptional(isoDateSchema, [allFilterValue]),
};

// The trigram indexes serve search terms of at least searchMinLength characters; a shorter one
// would scan the whole table, so the API refuses it with this message (a 400).
export const searchQueryField = optionalText(adminListLimits.searchMaxLength).refine(
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

export interface CheckedListFilters<Filters, Query> {
  /** The filters with every value the API would refuse put back to its default. */
  filters: Filters;
  /** The page to ask for: 1 when the link's page was refused. */
  page: number;
  query: Query;
  /** The keys reset, `page` included; empty when the link was valid. */
  resetKeys: string[];
}

/**
 * A list screen's filters and page as read from the URL, checked against the API's query
 * schema. A bookmarked or hand-edited link (an unknown status, a search past its limit, a page
 * past the counted rows) has its bad values put back to their defaults instead of throwing,
 * so the screen shows the list with a notice rather than the error screen.
 */
export function checkListFilters<Filters extends { [Key in keyof Filters]: string }, Query>(
  filters: Filters,
  page: number,
  defaults: Filters,
  buildQuery: (filters: Filters, page: number) => Query,
): CheckedListFilters<Filters, Query> {
  let current = { ...filters };
  let currentPage = page;
  const resetKeys: string[] = [];
  // Each round resets at least one key, so it ends after at most every key and the page.
  for (let round = 0; round <= Object.keys(filters).length + 1; round += 1) {
    try {
      return {
        filters: current,
        page: currentPage,
        query: buildQuery(current, currentPage),
        resetKeys,
      };
    } catch (error) {
      if (!(error instanceof z.ZodError)) {
        throw error;
      }
      const keys = new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
      const resettable = [...keys].filter(
        (key) =>
          (key === 'page' && currentPage !== 1) ||
          (key in defaults && current[key as keyof Filters] !== defaults[key as keyof Filters]),
      );
      if (resettable.length === 0) {
        throw error;
      }
      for (const key of resettable) {
        if (key === 'page') {
          currentPage = 1;
        } else {
          current = { ...current, [key]: defaults[key as keyof Filters] };
        }
        resetKeys.push(key);
      }
    }
  }
  return {
    filters: current,
    page: currentPage,
    query: buildQuery(current, currentPage),
    resetKeys,
  };
}
