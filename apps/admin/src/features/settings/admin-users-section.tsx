import { adminScreensCopy } from '@phi/content';
import { adminPasswordLength, adminUsernameMaxLength, textLimits } from '@phi/contracts';
import {
  type AdminUserCreateInput,
  type AdminUserListItem,
  adminUserCreateSchema,
} from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-fields.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { AdminUserAccountActions } from './admin-user-account-actions.tsx';
import { useAdminUsers, useCreateAdminUser, useSetAdminUserActive } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { type SettingsColumn, SettingsTable } from './settings-table.tsx';

const copy = adminScreensCopy.settings;
const emptyForm: AdminUserCreateInput = { username: '', email: '', password: '' };

const createFields = [
  {
    key: 'username',
    label: copy.username,
    type: 'text',
    maxLength: adminUsernameMaxLength,
    autoComplete: 'off',
  },
  {
    key: 'email',
    label: copy.email,
    type: 'email',
    maxLength: textLimits.email,
    autoComplete: 'off',
  },
  {
    key: 'password',
    label: copy.password,
    type: 'password',
    maxLength: adminPasswordLength.max,
    autoComplete: 'new-password',
  },
] as const;

const userColumns: readonly SettingsColumn<AdminUserListItem>[] = [
  { heading: copy.email, cell: (user) => user.email, className: 'break-all' },
  { heading: copy.created, cell: (user) => formatStaffDate(user.createdAt) },
  {
    heading: copy.state,
    cell: (user) => (
      <Badge
        value={user.isActive ? 'active' : 'inactive'}
        label={user.isActive ? copy.active : copy.disabled}
      />
    ),
  },
];

function CreateAdminForm() {
  const { form, setForm, set, errors, validate } = useFormFields(emptyForm);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreateAdminUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const data = validate(adminUserCreateSchema, form);
    if (!data) {
      return;
    }
    create.mutate(data, {
      onSuccess: ({ user }) => {
        setForm(emptyForm);
        setNotice(copy.createdNotice(user.username));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
      {createFields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type}
          value={form[field.key]}
          onChange={set(field.key)}
          error={errors[field.key]}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
        />
      ))}
      <FormActions
        className="sm:col-span-3"
        label={copy.addAdmin}
        pendingLabel={copy.creating}
        isPending={create.isPending}
        error={create.error}
        notice={notice}
      />
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
    <SettingsSection id="admin-users" title={copy.adminUsers}>
      <p className="mt-1 text-sm text-slate-400">{copy.adminUsersIntro}</p>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <SettingsTable
          label={copy.adminUsersTable}
          name={{
            heading: copy.username,
            cell: (user) => user.username,
            note: (user) => (user.id === currentId ? copy.you : null),
          }}
          columns={userColumns}
          rows={users.data.users}
          rowKey={(user) => user.id}
          actions={(user) => {
            const isSelf = user.id === currentId;
            return (
              <>
                <AdminUserAccountActions user={user} isSelf={isSelf} />
                {isSelf ? null : (
                  <Button
                    variant={user.isActive ? 'secondary' : 'ghost'}
                    size="sm"
                    aria-label={
                      user.isActive ? copy.disable(user.username) : copy.enable(user.username)
                    }
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate({ id: user.id, isActive: !user.isActive })}
                  >
                    {user.isActive ? copy.disableLabel : copy.enableLabel}
                  </Button>
                )}
              </>
            );
          }}
        >
          {setActive.isError ? (
            <p role="alert" className="mt-3 text-sm text-rose-300">
              {setActive.error.message}
            </p>
          ) : null}
        </SettingsTable>
      )}
      <CreateAdminForm />
    </SettingsSection>
  );
}
