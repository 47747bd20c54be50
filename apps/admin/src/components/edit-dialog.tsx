import { adminScreensCopy } from '@phi/content';
import { textLimits } from '@phi/contracts';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from './form-fields.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { SaveFooter } from './save-footer.tsx';

interface EditDialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** Runs on submit; the browser's own submit and validation are held back. */
  onSubmit: () => void;
  isPending: boolean;
  error: Error | null;
  saveLabel?: string;
  children: ReactNode;
}

/** A large modal holding an edit form with Cancel and save at its foot. */
export function EditDialog({
  title,
  description,
  onClose,
  onSubmit,
  isPending,
  error,
  saveLabel = adminScreensCopy.save,
  children,
}: EditDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={adminScreensCopy.close}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {children}
        <SaveFooter isPending={isPending} error={error} onCancel={onClose} label={saveLabel} />
      </form>
    </ModalDialog>
  );
}

// spec: chat-news-admin §2, the notes of a contact or an application
export function NotesField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={adminScreensCopy.notes}
      value={value}
      onChange={onChange}
      error={error}
      isMultiline
      rows={4}
      maxLength={textLimits.notes}
      placeholder={adminScreensCopy.notesPlaceholder}
    />
  );
}
