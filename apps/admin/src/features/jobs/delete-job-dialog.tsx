import { adminScreensCopy } from '@phi/content';
import type { Job } from '@phi/contracts/admin';
import { adminJobMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { ApiError } from '@phi/ui/api';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useDeleteJob } from './jobs-api.ts';

/** spec: chat-news-admin §8, the server's error message, or "Failed to delete job". */
export function describeDeleteError(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' && error.message
    ? error.message
    : adminJobMessages.deleteFailed;
}

// spec: chat-news-admin §2 (delete confirmation) and §8 (failure alert, shown in this dialog
// rather than window.alert: docs/architecture.md#departures, 3)
export function DeleteJobDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const remove = useDeleteJob();
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={adminScreensCopy.deleteJobTitle}
      description={job.title}
      closeLabel={adminScreensCopy.close}
    >
      <p className="text-slate-200">{adminJobMessages.deleteConfirm}</p>
      {remove.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
        >
          {describeDeleteError(remove.error)}
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
          onClick={() => remove.mutate(job.id, { onSuccess: onClose })}
        >
          {adminScreensCopy.confirmDelete}
        </Button>
      </div>
    </ModalDialog>
  );
}
