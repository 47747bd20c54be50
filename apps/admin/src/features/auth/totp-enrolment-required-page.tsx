import { adminAccountCopy } from '@phi/content';
import { TwoFactorPanel } from '../settings/two-factor-section.tsx';
import { useAuth } from './auth-context.tsx';

// Ours: ADMIN_REQUIRE_TOTP sends an admin without a second factor here before anything else;
// the API answers nothing else either (403 TOTP_ENROLMENT_REQUIRED, plugins/auth.ts).
export function TotpEnrolmentRequiredPage() {
  const { completeTotpEnrolment } = useAuth();
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-white">{adminAccountCopy.enrolRequiredTitle}</h1>
        <p className="mt-2 text-slate-300">{adminAccountCopy.enrolRequiredBody}</p>
        <TwoFactorPanel onEnabled={completeTotpEnrolment} />
      </div>
    </main>
  );
}
