import { scrollAnimation } from '@phi/contracts/constants';
import { prefersReducedMotion } from './visibility.ts';

// spec: site-marketing-careers §2.2 and §9, scroll-triggered animations: 1000 ms, ease-out,
// once only, offset 100, re-initialised on every page (each page load starts its own).
//
// Plain DOM code, no component: the elements are prerendered by components/reveal.tsx and
// this runs from the page entry (entry.islands.ts), so a static section ships no component
// code to animate. Content is never hidden before this runs: the prerendered HTML shows
// everything. Only an element that is still wholly below the viewport when it starts is
// hidden; it fades in when its top comes `offset` pixels into view. Hiding uses opacity and
// transform only, so no layout shifts. Under prefers-reduced-motion, or without
// IntersectionObserver, nothing is hidden at all.

export const revealDistancePx = 24;
export const revealAttribute = 'data-reveal';
export const revealDelayAttribute = 'data-reveal-delay';

type RevealState = 'static' | 'waiting' | 'revealed';

function canAnimate(): boolean {
  return typeof IntersectionObserver === 'function' && !prefersReducedMotion();
}

function show(element: HTMLElement, state: Exclude<RevealState, 'static'>): void {
  const delayMs = Number(element.getAttribute(revealDelayAttribute) ?? 0);
  const transition = `opacity ${scrollAnimation.durationMs}ms ease-out ${delayMs}ms, transform ${scrollAnimation.durationMs}ms ease-out ${delayMs}ms`;
  element.setAttribute(revealAttribute, state);
  element.style.transition = transition;
  element.style.opacity = state === 'waiting' ? '0' : '1';
  element.style.transform = state === 'waiting' ? `translateY(${revealDistancePx}px)` : 'none';
}

/** Watches each reveal element under `root`; returns a stop that leaves them as they are. */
export function startReveals(root: ParentNode): () => void {
  if (!canAnimate()) {
    return () => undefined;
  }
  const elements = root.querySelectorAll<HTMLElement>(`[${revealAttribute}="static"]`);
  const observers = [...elements].map((element) => {
    let isFirstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isFirstReport) {
            isFirstReport = false;
            // Only what the visitor cannot see yet waits for its reveal.
            const isBelowViewport = entry.boundingClientRect.top >= window.innerHeight;
            if (entry.isIntersecting || !isBelowViewport) {
              observer.disconnect();
              return;
            }
            show(element, 'waiting');
            return;
          }
          if (entry.isIntersecting) {
            show(element, 'revealed');
            // spec: once only
            observer.disconnect();
          }
        }
      },
      { rootMargin: `0px 0px -${scrollAnimation.offset}px 0px` },
    );
    observer.observe(element);
    return observer;
  });
  return () => {
    for (const observer of observers) {
      observer.disconnect();
    }
  };
}
