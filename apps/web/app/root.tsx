import { company, siteChromeCopy } from '@phi/content';
import { createErrorId, FatalErrorScreen, NotFoundScreen, Spinner } from '@phi/ui';
import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { BackHomeLink } from './components/back-home-link.tsx';
import { SiteShell } from './components/site-shell.tsx';
import { SiteToaster } from './components/site-toaster.tsx';
import {
  useReportFatalError,
  useSiteMonitoring,
} from './features/monitoring/use-site-monitoring.ts';
import { useTrailingSlashRewrite } from './hooks/use-shell-behaviour.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        {/* Before every module: zod's settings for the page's script policy (the file says why). */}
        <script src="/zod-jitless.js" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useTrailingSlashRewrite();
  useSiteMonitoring();
  // Prerendered markup is visible before its handlers exist; tests (and any script that must
  // wait for interactivity) look for this marker.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <SiteToaster />
    </>
  );
}

// Shown by __spa-fallback.html (paths that are not prerendered) until the app has hydrated.
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={siteChromeCopy.loading} />
    </div>
  );
}

// spec: site-marketing-careers §2.2, fatal-error screen
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const [errorId] = useState(() => createErrorId());
  const navigate = useNavigate();
  const location = useLocation();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useReportFatalError(error, errorId, !isNotFound);

  if (isNotFound) {
    return (
      <SiteShell>
        <NotFoundScreen action={<BackHomeLink />} />
      </SiteShell>
    );
  }
  // Try Again re-renders the current address: React Router clears a route error on navigation.
  const tryAgain = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <main id="main-content" className="min-h-dvh">
      <FatalErrorScreen
        error={error}
        errorId={errorId}
        supportEmail={company.supportEmail}
        onTryAgain={tryAgain}
      />
    </main>
  );
}
