import { countPages } from '@phi/contracts/admin';
import { adminListLimits } from '@phi/contracts/constants';
import type { CappedPage, PageRequest } from '@phi/db';

interface PageQuery {
  page: number;
  limit: number;
}

/**
 * Offset paging for the admin lists. Totals stop at the count cap, so no list ever counts its
 * matches over the whole table (docs/architecture.md#departures, 7); the answer says when the
 * cap was reached.
 */
export function toPageRequest(query: PageQuery): PageRequest {
  return {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countCap: adminListLimits.totalCountCap,
  };
}

/** The paging fields of a list answer (contract listTotalFields) for a capped page. */
export function toPageAnswer(
  query: PageQuery,
  result: Pick<CappedPage<unknown>, 'total' | 'isCapped'>,
) {
  return {
    total: result.total,
    totalPages: countPages(result.total, query.limit),
    isTotalCapped: result.isCapped,
    page: query.page,
    limit: query.limit,
  };
}
