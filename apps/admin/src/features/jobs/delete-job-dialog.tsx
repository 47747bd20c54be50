import { adminScreensCopy } from '@phi/content';
import type { Job } from '@phi/contracts/admin';
import { adminJobMessages } from '@phi/contracts/messages';
import { ApiError } from '@phi/ui/api';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { useDeleteJob } from './jobs-api.ts';

/** spec: chat-news-admin §8, the server's error message, or "Failed to delete job". */
export function describeDeleteError(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' && error.message
    ? error.message
    : adminJobMessages.deleteFailed;
}

// spec: chat-news-admin §2 (delete confirmation) and §8 (failure alert)
export function DeleteJobDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const remove = useDeleteJob();
  return (
    <ConfirmDeleteDialog
      title={adminScreensCopy.deleteJobTitle}
      recordName={job.title}
      confirmText={adminJobMessages.deleteConfirm}
      mutation={remove}
      describeError={describeDeleteError}
      onConfirm={() => remove.mutate(job.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
