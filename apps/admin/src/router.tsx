import { adminScreensCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ApplicationsPage } from './features/applications/applications-page.tsx';
import { FullScreenStatus } from './features/auth/full-screen-status.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { ContactsPage } from './features/contacts/contacts-page.tsx';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { RouteErrorPage } from './features/errors/route-error-page.tsx';
import { JobsPage } from './features/jobs/jobs-page.tsx';
import { SettingsPage } from './features/settings/settings-page.tsx';
import { AdminLayout } from './features/shell/admin-layout.tsx';
import { WelcomePage } from './features/shell/welcome-page.tsx';
import { adminBasename, toRouterPath } from './lib/admin-paths.ts';

// spec: chat-news-admin §2, /admin/login is open; everything else sits behind the guard
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Opening a lazy screen (analytics) directly: the router loads its code before the first
    // render, and this is shown meanwhile instead of a blank page.
    hydrateFallbackElement: <FullScreenStatus title={adminScreensCopy.loading} isBusy />,
    children: [
      { path: toRouterPath(routePaths.adminLogin), element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <WelcomePage /> },
              { path: toRouterPath(routePaths.adminDashboard), element: <DashboardPage /> },
              { path: toRouterPath(routePaths.adminContacts), element: <ContactsPage /> },
              {
                path: toRouterPath(routePaths.adminApplications),
                element: <ApplicationsPage />,
              },
              { path: toRouterPath(routePaths.adminJobs), element: <JobsPage /> },
              {
                path: toRouterPath(routePaths.adminNewsSources),
                // Loaded when opened, like analytics: most staff visits never need it.
                lazy: async () => ({
                  Component: (await import('./features/news-sources/news-sources-page.tsx'))
                    .NewsSourcesPage,
                }),
              },
              {
                path: toRouterPath(routePaths.adminAnalytics),
                // recharts is most of the app's weight: only the analytics screen loads it.
                lazy: async () => ({
                  Component: (await import('./features/analytics/analytics-page.tsx'))
                    .AnalyticsPage,
                }),
              },
              {
                path: toRouterPath(routePaths.adminSiteHealth),
                // Loaded when opened: it shares recharts with analytics.
                lazy: async () => ({
                  Component: (await import('./features/site-health/site-health-page.tsx'))
                    .SiteHealthPage,
                }),
              },
              {
                path: toRouterPath(routePaths.adminAuditLog),
                lazy: async () => ({
                  Component: (await import('./features/audit-log/audit-log-page.tsx')).AuditLogPage,
                }),
              },
              {
                path: toRouterPath(routePaths.adminVoice),
                lazy: async () => ({
                  Component: (await import('./features/voice/voice-page.tsx')).VoicePage,
                }),
              },
              { path: toRouterPath(routePaths.adminSettings), element: <SettingsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: adminBasename });
}
