import { adminScreensCopy } from '@phi/content';
import { adminPasswordLength } from '@phi/contracts';
import { ownPasswordChangeFormSchema } from '@phi/contracts/admin';
import { adminUsersMessages } from '@phi/contracts/messages';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useChangeOwnPassword } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';

const copy = adminScreensCopy.settings;
const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = [
  { key: 'currentPassword', label: copy.currentPassword, autoComplete: 'current-password' },
  { key: 'newPassword', label: copy.newPassword, autoComplete: 'new-password' },
  { key: 'confirmPassword', label: copy.confirmPassword, autoComplete: 'new-password' },
] as const;

interface ChangePasswordFormProps {
  /** After the server took the new password. */
  onChanged?: () => void;
}

/** The three password fields and the save button; Settings and the first sign-in share it. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { form, setForm, set, errors, validate } = useFormFields(emptyForm);
  const change = useChangeOwnPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate(ownPasswordChangeFormSchema, form);
    if (data) {
      // The repeat only guards the form; the API takes the two passwords alone.
      const { currentPassword, newPassword } = data;
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            setForm(emptyForm);
            onChanged?.();
          },
        },
      );
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid max-w-md gap-4">
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type="password"
          value={form[field.key]}
          onChange={set(field.key)}
          error={errors[field.key]}
          maxLength={adminPasswordLength.max}
          autoComplete={field.autoComplete}
        />
      ))}
      <FormActions
        label={copy.savePassword}
        pendingLabel={adminScreensCopy.saving}
        isPending={change.isPending}
        error={change.error}
        notice={change.isSuccess ? adminUsersMessages.passwordChanged : null}
      />
    </form>
  );
}

// Ours: Settings, change one's own password (the server signs out the other sessions)
export function ChangePasswordSection() {
  return (
    <SettingsSection id="change-password" title={copy.changePassword}>
      <ChangePasswordForm />
    </SettingsSection>
  );
}
