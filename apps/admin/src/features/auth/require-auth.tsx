import { adminShellMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toRouterPath } from '../../lib/admin-paths.ts';
import { useAuth } from './auth-context.tsx';
import { FullScreenStatus } from './full-screen-status.tsx';
import { PasswordChangeRequiredPage } from './password-change-required-page.tsx';
import { TotpEnrolmentRequiredPage } from './totp-enrolment-required-page.tsx';

// How long "Access Denied" stays readable before the redirect; the spec names no duration.
export const accessDeniedRedirectDelayMs = 1500;

const loginPath = toRouterPath(routePaths.adminLogin);

// spec: chat-news-admin §2, admin shell authentication guard
export function RequireAuth() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const isAnonymous = state.status === 'anonymous';
  const from = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!isAnonymous) {
      return;
    }
    const timer = window.setTimeout(() => {
      void navigate(loginPath, { replace: true, state: { from } });
    }, accessDeniedRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [isAnonymous, navigate, from]);

  if (state.status === 'checking') {
    return (
      <FullScreenStatus title={adminShellMessages.verifyingAccess} isBusy>
        <p className="text-slate-300">{adminShellMessages.verifyingAccessHint}</p>
      </FullScreenStatus>
    );
  }
  if (isAnonymous) {
    return (
      <FullScreenStatus title={adminShellMessages.accessDenied}>
        <p className="text-slate-300">{adminShellMessages.accessDeniedBody}</p>
        <p className="text-sm text-slate-400">{adminShellMessages.redirectingToLogin}</p>
      </FullScreenStatus>
    );
  }
  // A generated password not yet replaced: the API answers nothing else, so neither does the
  // shell (services/admin-api/src/plugins/auth.ts).
  if (state.status === 'authenticated' && state.user.mustChangePassword === true) {
    return <PasswordChangeRequiredPage />;
  }
  // Then, with ADMIN_REQUIRE_TOTP, the second factor before anything else.
  if (state.status === 'authenticated' && state.user.mustEnrolTotp === true) {
    return <TotpEnrolmentRequiredPage />;
  }
  return <Outlet />;
}
