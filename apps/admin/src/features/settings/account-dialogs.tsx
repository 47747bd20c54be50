import { adminScreensCopy, adminAccountCopy as copy } from '@phi/content';
import { textLimits } from '@phi/contracts';
import { type AdminEmailUpdateInput, adminEmailUpdateSchema } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';

interface PendingAction {
  isPending: boolean;
  error: Error | null;
}

/** Asks before an account action that cannot be taken back (a reset, signing out everywhere). */
export function ConfirmActionDialog({
  title,
  text,
  actionLabel,
  pendingLabel,
  action,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  actionLabel: string;
  pendingLabel: string;
  action: PendingAction;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog isOpen onClose={onClose} title={title} closeLabel={adminScreensCopy.close}>
      <p className="text-slate-200">{text}</p>
      {action.error ? (
        <p role="alert" className="mt-4 text-sm text-rose-300">
          {action.error.message}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {copy.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={action.isPending}
          aria-busy={action.isPending}
          onClick={onConfirm}
        >
          {action.isPending ? pendingLabel : actionLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** The generated password of a reset, shown this once. */
export function TemporaryPasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={copy.temporaryPasswordTitle(username)}
      closeLabel={adminScreensCopy.close}
    >
      <p className="text-slate-200">{copy.temporaryPasswordBody}</p>
      <code
        data-testid="temporary-password"
        className="mt-4 block break-all rounded-lg bg-slate-950 px-4 py-3 font-mono text-lg text-white"
      >
        {password}
      </code>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{copy.close}</Button>
      </div>
    </ModalDialog>
  );
}

/** One e-mail field and its save button; the own-e-mail form and the users' dialog share it. */
export function EmailForm({
  initialEmail,
  label,
  saveLabel,
  action,
  notice,
  onSave,
}: {
  initialEmail: string;
  label: string;
  saveLabel: string;
  action: PendingAction;
  notice: string | null;
  onSave: (email: string) => void;
}) {
  const { form, set, errors, validate } = useFormFields<AdminEmailUpdateInput>({
    email: initialEmail,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate(adminEmailUpdateSchema, form);
    if (data) {
      onSave(data.email);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid max-w-md gap-4">
      <TextField
        label={label}
        type="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        maxLength={textLimits.email}
        autoComplete="email"
      />
      <FormActions
        label={saveLabel}
        pendingLabel={copy.saving}
        isPending={action.isPending}
        error={action.error}
        notice={notice}
      />
    </form>
  );
}
