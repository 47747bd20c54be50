// Navigation between the prerendered pages is a plain document load; this keeps it instant by
// asking the browser for the next page as soon as the visitor shows intent (pointer over a
// link, focus on it, a touch), usually 100–300 ms before the click. Each address once; only
// this site's own pages, never the current one or an in-page anchor.
import { intentEvents } from './intent-events.ts';

function prefetchTarget(event: Event, prefetched: Set<string>): string | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) {
    return null;
  }
  if (link.pathname === window.location.pathname || prefetched.has(link.pathname)) {
    return null;
  }
  return link.pathname;
}

/** Listens on `root` for intent on links; returns a stop. */
export function prefetchOnIntent(root: Document): () => void {
  const prefetched = new Set<string>();
  const onIntent = (event: Event) => {
    const target = prefetchTarget(event, prefetched);
    if (target) {
      prefetched.add(target);
      const hint = root.createElement('link');
      hint.rel = 'prefetch';
      hint.href = target;
      root.head.appendChild(hint);
    }
  };
  for (const type of intentEvents) {
    root.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  return () => {
    for (const type of intentEvents) {
      root.removeEventListener(type, onIntent, { capture: true });
    }
  };
}
