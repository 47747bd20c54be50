import { adminScreensCopy } from '@phi/content';
import type { NewsSource } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { readServerMessage } from '@phi/ui/api';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useDeleteNewsSource } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;

// Ours: deleting a source keeps its articles (news_articles.source_id is set null) and drops its
// fetch history; asked first, like a job posting's delete.
export function DeleteNewsSourceDialog({
  source,
  onClose,
}: {
  source: NewsSource;
  onClose: () => void;
}) {
  const remove = useDeleteNewsSource();
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={copy.deleteTitle}
      description={source.name}
      closeLabel={adminScreensCopy.close}
    >
      <p className="text-slate-200">{copy.deleteConfirm}</p>
      {remove.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
        >
          {readServerMessage(remove.error) ?? copy.deleteFailed}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {adminScreensCopy.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate(source.id, { onSuccess: onClose })}
        >
          {adminScreensCopy.confirmDelete}
        </Button>
      </div>
    </ModalDialog>
  );
}
