import { useSyncExternalStore } from 'react';

// spec: voice §5, voice needs media-device capture: checked on load and whenever the page
// becomes visible again (a permission or device may have changed meanwhile). Browsers expose
// getUserMedia only in a secure context (HTTPS or localhost).

export function hasMediaCapture(
  navigatorLike: { mediaDevices?: { getUserMedia?: unknown } } | undefined,
): boolean {
  return typeof navigatorLike?.mediaDevices?.getUserMedia === 'function';
}

function subscribeToVisibility(onChange: () => void): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') {
      onChange();
    }
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}

/**
 * Whether this browser can capture audio: undefined in the prerendered page and while it
 * hydrates, then the answer, read again whenever the page becomes visible.
 */
export function useMediaCaptureSupport(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribeToVisibility,
    () => hasMediaCapture(globalThis.navigator),
    () => undefined,
  );
}
