import { adminScreensCopy } from '@phi/content';
import { adminPasswordLength, adminUsernameMaxLength, textLimits } from '@phi/contracts';
import {
  type AdminUserCreateInput,
  adminUserCreateSchema,
  formatDisplayDate,
} from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { collectFieldErrors } from '../../lib/form-errors.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useAdminUsers, useCreateAdminUser, useSetAdminUserActive } from './settings-api.ts';

const copy = adminScreensCopy.settings;
const emptyForm: AdminUserCreateInput = { username: '', email: '', password: '' };

function CreateAdminForm() {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreateAdminUser();
  const set = (key: keyof AdminUserCreateInput) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const parsed = adminUserCreateSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        setForm(emptyForm);
        setNotice(copy.createdNotice(user.username));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
      <TextField
        label={copy.username}
        value={form.username}
        onChange={set('username')}
        error={errors.username}
        maxLength={adminUsernameMaxLength}
        autoComplete="off"
      />
      <TextField
        label={copy.email}
        type="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        maxLength={textLimits.email}
        autoComplete="off"
      />
      <TextField
        label={copy.password}
        type="password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        maxLength={adminPasswordLength.max}
        autoComplete="new-password"
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? copy.creating : copy.addAdmin}
        </Button>
        {create.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            {create.error.message}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="text-sm text-emerald-300">
            {notice}
          </p>
        ) : null}
      </div>
    </form>
  );
}

// Ours: Settings, manage admin users (create, disable, enable)
export function AdminUsersSection() {
  const { state } = useAuth();
  const currentId = state.status === 'authenticated' ? state.user.id : null;
  const users = useAdminUsers();
  const setActive = useSetAdminUserActive();

  return (
    <section
      aria-labelledby="admin-users"
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <h2 id="admin-users" className="text-lg font-bold text-white">
        {copy.adminUsers}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{copy.adminUsersIntro}</p>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {copy.username}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {copy.email}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {copy.created}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {copy.state}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{adminScreensCopy.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => {
                const isSelf = user.id === currentId;
                return (
                  <tr key={user.id} className="border-t border-slate-800 text-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {user.username}
                      {isSelf ? (
                        <span className="ml-2 text-xs text-slate-400">({copy.you})</span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-4 break-all">{user.email}</td>
                    <td className="py-2 pr-4">{formatDisplayDate(user.createdAt)}</td>
                    <td className="py-2 pr-4">
                      <Badge
                        value={user.isActive ? 'active' : 'inactive'}
                        label={user.isActive ? copy.active : copy.disabled}
                      />
                    </td>
                    <td className="py-2 text-right">
                      {isSelf ? null : (
                        <Button
                          variant={user.isActive ? 'secondary' : 'ghost'}
                          size="sm"
                          aria-label={
                            user.isActive ? copy.disable(user.username) : copy.enable(user.username)
                          }
                          disabled={setActive.isPending}
                          onClick={() =>
                            setActive.mutate({ id: user.id, isActive: !user.isActive })
                          }
                        >
                          {user.isActive ? copy.disableLabel : copy.enableLabel}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {setActive.isError ? (
            <p role="alert" className="mt-3 text-sm text-rose-300">
              {setActive.error.message}
            </p>
          ) : null}
        </div>
      )}
      <CreateAdminForm />
    </section>
  );
}
