import { useId, useState } from 'react';
import type { z } from 'zod';
import { useUrlFilters } from './use-url-filters.ts';

/**
 * A report screen's period (and any other filter) kept in the URL and checked with the API's
 * query schema: the query to send, or the schema's first message when the period is refused
 * (nothing is then asked of the API).
 */
export function useRangeFilters<
  Filters extends { [Key in keyof Filters]: string } & { startDate: string; endDate: string },
  Query,
>(initialFilters: () => Filters, schema: z.ZodType<Query>) {
  const [defaults] = useState(initialFilters);
  const { filters, setFilter } = useUrlFilters(defaults);
  const parsed = schema.safeParse(filters);
  const errorId = useId();
  return {
    filters,
    setFilter,
    query: parsed.success ? parsed.data : null,
    rangeError: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    errorId,
  };
}
