import { adminAccountCopy as copy } from '@phi/content';
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { useChangeAdminEmail } from './account-api.ts';
import { EmailForm } from './account-dialogs.tsx';
import { SettingsSection } from './settings-section.tsx';

// Ours: Settings, your own e-mail (shown in the sidebar; unique among admins)
export function OwnEmailSection() {
  const { state, updateOwnEmail } = useAuth();
  const change = useChangeAdminEmail();
  const [notice, setNotice] = useState<string | null>(null);
  if (state.status !== 'authenticated') {
    return null;
  }
  const { user } = state;
  return (
    <SettingsSection id="own-email" title={copy.yourEmail}>
      <EmailForm
        initialEmail={user.email}
        label={copy.yourEmail}
        saveLabel={copy.saveEmail}
        action={change}
        notice={notice}
        onSave={(email) => {
          setNotice(null);
          change.mutate(
            { id: user.id, email },
            {
              onSuccess: ({ user: saved }) => {
                updateOwnEmail(saved.email);
                setNotice(copy.emailSaved);
              },
            },
          );
        }}
      />
    </SettingsSection>
  );
}
