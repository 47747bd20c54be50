import { adminScreensCopy, adminAccountCopy as copy } from '@phi/content';
import type { AdminUserListItem } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { useChangeAdminEmail, useResetAdminPassword } from './account-api.ts';
import { ConfirmActionDialog, EmailForm, TemporaryPasswordDialog } from './account-dialogs.tsx';

type Open = 'email' | 'reset' | null;

// Ours: a row's account actions in Settings: change the e-mail (any admin's, one's own
// included) and reset another admin's password (docs/architecture.md#security).
export function AdminUserAccountActions({
  user,
  isSelf,
}: {
  user: AdminUserListItem;
  isSelf: boolean;
}) {
  const { updateOwnEmail } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const changeEmail = useChangeAdminEmail();
  const reset = useResetAdminPassword();

  const close = () => {
    setOpen(null);
    changeEmail.reset();
    reset.reset();
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={copy.changeEmailOf(user.username)}
        onClick={() => setOpen('email')}
      >
        {copy.changeEmailLabel}
      </Button>
      {isSelf ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.resetPasswordOf(user.username)}
          onClick={() => setOpen('reset')}
        >
          {copy.resetPasswordLabel}
        </Button>
      )}
      {open === 'email' ? (
        <ModalDialog
          isOpen
          onClose={close}
          title={copy.changeEmailOf(user.username)}
          closeLabel={adminScreensCopy.close}
        >
          <EmailForm
            initialEmail={user.email}
            label={copy.newEmail}
            saveLabel={copy.save}
            action={changeEmail}
            notice={null}
            onSave={(email) =>
              changeEmail.mutate(
                { id: user.id, email },
                {
                  onSuccess: ({ user: saved }) => {
                    if (isSelf) {
                      updateOwnEmail(saved.email);
                    }
                    close();
                  },
                },
              )
            }
          />
        </ModalDialog>
      ) : null}
      {open === 'reset' ? (
        <ConfirmActionDialog
          title={copy.resetPasswordOf(user.username)}
          text={copy.resetPasswordConfirm(user.username)}
          actionLabel={copy.resetPasswordAction}
          pendingLabel={copy.resetting}
          action={reset}
          onConfirm={() =>
            reset.mutate(user.id, {
              onSuccess: (answer) => {
                close();
                setTemporaryPassword(answer.temporaryPassword);
              },
            })
          }
          onClose={close}
        />
      ) : null}
      {temporaryPassword ? (
        <TemporaryPasswordDialog
          username={user.username}
          password={temporaryPassword}
          onClose={() => setTemporaryPassword(null)}
        />
      ) : null}
    </>
  );
}
