import { adminScreensCopy } from '@phi/content';
import { adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';

interface ListPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

// spec: chat-news-admin §2, Previous/Next with "Page x of y", only when there is more than one page
export function ListPagination({ page, totalPages, onPageChange }: ListPaginationProps) {
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav aria-label={adminScreensCopy.pagination} className="flex items-center justify-between">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {adminListMessages.previous}
      </Button>
      <p className="text-sm text-slate-300" aria-live="polite">
        {adminListMessages.pageOf(page, totalPages)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {adminListMessages.next}
      </Button>
    </nav>
  );
}
