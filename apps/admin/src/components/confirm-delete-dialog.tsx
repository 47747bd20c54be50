import { adminScreensCopy } from '@phi/content';
import { Button } from '@phi/ui';
import { ModalDialog } from './modal-dialog.tsx';

export interface DeleteMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Asks before deleting a record: the record's name, what deleting means, the failure (in the
 * dialog, not an alert: docs/architecture.md#departures, 3) and Cancel / Delete.
 */
export function ConfirmDeleteDialog({
  title,
  recordName,
  confirmText,
  mutation,
  describeError,
  onConfirm,
  onClose,
}: {
  title: string;
  recordName: string;
  confirmText: string;
  mutation: DeleteMutation;
  describeError: (error: unknown) => string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={title}
      description={recordName}
      closeLabel={adminScreensCopy.close}
    >
      <p className="text-slate-200">{confirmText}</p>
      {mutation.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-rose-500/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100"
        >
          {describeError(mutation.error)}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {adminScreensCopy.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          onClick={onConfirm}
        >
          {adminScreensCopy.confirmDelete}
        </Button>
      </div>
    </ModalDialog>
  );
}
