import { toastLimits } from '@phi/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';

// sonner is loaded after hydration: it is not part of any page's initial JavaScript, and the
// toasts it shows (contact form, job application) only ever follow a visitor's action.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** spec: site-marketing-careers §9, toasts: one visible at a time, 5000 ms, hotkey F8. */
export function SiteToaster() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  if (!isHydrated) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Toaster
        theme="dark"
        richColors
        closeButton
        position="bottom-right"
        visibleToasts={toastLimits.maxVisible}
        duration={toastLimits.defaultDurationMs}
        hotkey={[toastLimits.hotkey]}
        style={{ maxWidth: toastLimits.viewportMaxWidthPx }}
      />
    </Suspense>
  );
}
