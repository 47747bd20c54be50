import { adminUsersMessages } from '@phi/contracts/messages';
import { ChangePasswordForm } from '../settings/change-password-section.tsx';
import { useAuth } from './auth-context.tsx';

// Ours: the first admin's generated password is replaced before anything else opens
// (docs/architecture.md#first-admin).
export function PasswordChangeRequiredPage() {
  const { completePasswordChange } = useAuth();
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-white">
          {adminUsersMessages.passwordChangeRequiredTitle}
        </h1>
        <p className="mt-2 text-slate-300">{adminUsersMessages.passwordChangeRequiredBody}</p>
        <ChangePasswordForm onChanged={completePasswordChange} />
      </div>
    </main>
  );
}
