import { company } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { createErrorId, FatalErrorScreen } from '@phi/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

// spec: site-marketing-careers §2.2 and voice §2, the shared fatal-error screen
export function RouteErrorPage() {
  const error = useRouteError();
  const [errorId] = useState(() => createErrorId());
  const navigate = useNavigate();
  const location = useLocation();
  // Try Again re-renders the current address: the router clears a route error on navigation.
  const tryAgain = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <main className="min-h-dvh">
      <FatalErrorScreen
        error={error}
        errorId={errorId}
        supportEmail={company.supportEmail}
        homeHref={routePaths.admin}
        onTryAgain={tryAgain}
      />
    </main>
  );
}
