import { checkListFilters } from '@phi/contracts/admin';
import { adminListMessages } from '@phi/contracts/messages';
import { useEffect, useMemo, useState } from 'react';
import { useUrlFilters } from './use-url-filters.ts';

/**
 * useUrlFilters for a list whose query the API checks: a bookmarked or edited link with a value
 * the API refuses (an unknown status, a search past its limit, a page past the counted rows) is
 * read without it (checkListFilters in packages/contracts/src/admin/list-query.ts), so the
 * screen shows the list with a notice instead of the error screen.
 */
export function useCheckedListFilters<Filters extends { [Key in keyof Filters]: string }, Query>(
  defaults: Filters,
  buildQuery: (filters: Filters, page: number) => Query,
) {
  const url = useUrlFilters<Filters>(defaults);
  const checked = useMemo(
    () => checkListFilters(url.filters, url.page, defaults, buildQuery),
    [url.filters, url.page, defaults, buildQuery],
  );
  return {
    ...url,
    filters: checked.filters,
    page: checked.page,
    query: checked.query,
    resetKeys: checked.resetKeys,
  };
}

interface ListNoticeInput {
  page: number;
  resetKeys: readonly string[];
  /** The list's answer; its page tells whether it answers the page asked for. */
  answer: { page: number; totalPages: number } | undefined;
  setPage: (page: number) => void;
}

/**
 * The notice above a list opened from a link it could not follow as written; a page past the
 * last moves to the last page.
 */
export function useListLinkNotice({ page, resetKeys, answer, setPage }: ListNoticeInput) {
  const [pastLast, setPastLast] = useState<{ page: number; lastPage: number } | null>(null);
  useEffect(() => {
    if (answer === undefined || answer.page !== page) {
      return;
    }
    const lastPage = Math.max(answer.totalPages, 1);
    if (page > lastPage) {
      setPastLast({ page, lastPage });
      setPage(lastPage);
    }
  }, [answer, page, setPage]);

  if (resetKeys.length > 0) {
    return adminListMessages.linkReset;
  }
  return pastLast ? adminListMessages.pagePastLast(pastLast.page, pastLast.lastPage) : null;
}
