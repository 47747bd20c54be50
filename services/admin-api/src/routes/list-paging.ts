import { adminListLimits } from '@phi/contracts/constants';
import type { PageRequest } from '@phi/db';

/**
 * Offset paging for the admin lists. Totals stop at the count cap, so no list ever counts its
 * matches over the whole table (issue 5, scale); the answer says when the cap was reached.
 */
export function toPageRequest(query: { page: number; limit: number }): PageRequest {
  return {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countCap: adminListLimits.totalCountCap,
  };
}
