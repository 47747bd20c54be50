import { lazy, Suspense, useEffect, useState } from 'react';
import { DashboardFrame, DashboardShell } from './dashboard-frame.tsx';

// The dashboard itself (the stored bot, its figures, zod through the contracts) loads once the
// page is interactive; the prerendered page is the frame and a loading line, which keeps the
// route's initial JavaScript small (apps/web/test/bundle-size.test.ts).
const LiveDashboard = lazy(() =>
  import('./live-dashboard.tsx').then((module) => ({ default: module.LiveDashboard })),
);

export function VoicebotDashboardPage() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return (
    <DashboardFrame>
      {isHydrated ? (
        <Suspense fallback={<DashboardShell />}>
          <LiveDashboard />
        </Suspense>
      ) : (
        <DashboardShell />
      )}
    </DashboardFrame>
  );
}
