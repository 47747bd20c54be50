import { adminScreensCopy } from '@phi/content';
import { adminPasswordLength } from '@phi/contracts';
import { ownPasswordChangeSchema } from '@phi/contracts/admin';
import { adminUsersMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/form-fields.tsx';
import { collectFieldErrors } from '../../lib/form-errors.ts';
import { useChangeOwnPassword } from './settings-api.ts';

const copy = adminScreensCopy.settings;
const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Ours: Settings, change one's own password (the server signs out the other sessions)
export function ChangePasswordSection() {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeOwnPassword();
  const set = (key: keyof typeof emptyForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ownPasswordChangeSchema.safeParse(form);
    const fieldErrors = parsed.success ? {} : collectFieldErrors(parsed.error);
    if (form.confirmPassword !== form.newPassword && !fieldErrors.newPassword) {
      fieldErrors.confirmPassword = copy.passwordsDiffer;
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      return;
    }
    change.mutate(parsed.data, { onSuccess: () => setForm(emptyForm) });
  };

  return (
    <section
      aria-labelledby="change-password"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <h2 id="change-password" className="text-lg font-bold text-white">
        {copy.changePassword}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid max-w-md gap-4">
        <TextField
          label={copy.currentPassword}
          type="password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          maxLength={adminPasswordLength.max}
          autoComplete="current-password"
        />
        <TextField
          label={copy.newPassword}
          type="password"
          value={form.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          maxLength={adminPasswordLength.max}
          autoComplete="new-password"
        />
        <TextField
          label={copy.confirmPassword}
          type="password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          maxLength={adminPasswordLength.max}
          autoComplete="new-password"
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? adminScreensCopy.saving : copy.savePassword}
          </Button>
          {change.isError ? (
            <p role="alert" className="text-sm text-rose-300">
              {change.error.message}
            </p>
          ) : null}
          {change.isSuccess ? (
            <p role="status" className="text-sm text-emerald-300">
              {adminUsersMessages.passwordChanged}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
