import { useEffect, useState } from 'react';

// spec: voice §5, voice needs media-device capture: checked on load and whenever the page
// becomes visible again (a permission or device may have changed meanwhile). Browsers expose
// getUserMedia only in a secure context (HTTPS or localhost).

export function hasMediaCapture(
  navigatorLike: { mediaDevices?: { getUserMedia?: unknown } } | undefined,
): boolean {
  return typeof navigatorLike?.mediaDevices?.getUserMedia === 'function';
}

/**
 * Whether this browser can capture audio: undefined before the first check (the prerendered
 * page and hydration), then the answer, refreshed on visibilitychange.
 */
export function useMediaCaptureSupport(): boolean | undefined {
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const check = () => setSupported(hasMediaCapture(globalThis.navigator));
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') {
        check();
      }
    };
    check();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
  return supported;
}
