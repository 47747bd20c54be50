import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const pageParam = 'page';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list screen's filters and page, kept in the URL's search parameters so a reload, a shared
 * link and the back button show the same rows. Values equal to their default are left out.
 */
// spec: chat-news-admin §4, any filter change resets the page to 1; Clear Filters
export function useUrlFilters<Filters extends { [Key in keyof Filters]: string }>(
  defaults: Filters,
) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo(() => {
    const entries = Object.entries(defaults).map(([key, fallback]) => [
      key,
      params.get(key) ?? fallback,
    ]);
    return Object.fromEntries(entries) as Filters;
  }, [params, defaults]);
  const page = readPage(params.get(pageParam));
  const hasFilters = Object.keys(defaults).some((key) => params.has(key));

  const setFilter = useCallback(
    (key: keyof Filters & string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === defaults[key]) {
            next.delete(key);
          } else {
            next.set(key, value);
          }
          next.delete(pageParam);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) {
          next.delete(pageParam);
        } else {
          next.set(pageParam, String(nextPage));
        }
        return next;
      });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return { filters, page, hasFilters, setFilter, setPage, clearFilters };
}
