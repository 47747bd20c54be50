// Browser helpers shared by the graphics and the scroll reveal: they start work only when it can
// be seen and stop it when it cannot, and honour prefers-reduced-motion (spec:
// site-marketing-careers §9 decorative values; three.js loads after the first paint and never
// blocks it: docs/architecture.md#quality-targets).

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/** Calls `onChange` whenever the element enters or leaves the viewport (grown by `margin`). */
export function observeOnScreen(
  element: Element,
  onChange: (onScreen: boolean) => void,
  margin = '0px',
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries.at(-1);
      if (last) {
        onChange(last.isIntersecting);
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Runs `task` once the main thread is idle (after first paint), or after `timeoutMs`. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** Runs `task` once, the first time the element comes within `margin` of the viewport. */
export function whenNearViewport(element: Element, task: () => void, margin: string): () => void {
  let done = false;
  // Without IntersectionObserver the callback runs before observeOnScreen returns: `stop` is
  // then still unset and there is nothing to disconnect.
  let stop: (() => void) | undefined;
  stop = observeOnScreen(
    element,
    (near) => {
      if (near && !done) {
        done = true;
        stop?.();
        task();
      }
    },
    margin,
  );
  return () => {
    done = true;
    stop();
  };
}
