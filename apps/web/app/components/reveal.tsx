import { scrollAnimation } from '@phi/contracts/constants';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../lib/visibility.ts';

// spec: site-marketing-careers §2.2 and §9, scroll-triggered animations: 1000 ms, ease-out,
// once only, offset 100, re-initialised on every path change (each page mounts its own).
//
// Content is never hidden before the app runs: the prerendered HTML and the first client render
// show everything. Only an element that is still wholly below the viewport once the page has
// hydrated (and scrolled to the top) is hidden; it fades in when its top comes `offset` pixels
// into view. Hiding uses opacity and transform only, so no layout shifts. Under
// prefers-reduced-motion, or without IntersectionObserver, nothing is hidden at all.

export const revealDistancePx = 24;

type RevealState = 'static' | 'waiting' | 'revealed';
type RevealElement = 'div' | 'li' | 'section' | 'article';

export interface RevealProps {
  children: ReactNode;
  as?: RevealElement;
  className?: string;
  /** Stagger for items of one row, in milliseconds. */
  delayMs?: number;
  id?: string;
  'aria-labelledby'?: string;
}

function canAnimate(): boolean {
  return typeof IntersectionObserver === 'function' && !prefersReducedMotion();
}

export function Reveal({
  children,
  as: Element = 'div',
  className,
  delayMs = 0,
  id,
  'aria-labelledby': labelledBy,
}: RevealProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    if (!element || !canAnimate()) {
      return;
    }
    let isFirstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isFirstReport) {
            isFirstReport = false;
            // The first report comes after this frame's layout, i.e. after the scroll to the
            // top of a new page: only what the visitor cannot see yet waits for its reveal.
            const isBelowViewport = entry.boundingClientRect.top >= window.innerHeight;
            if (entry.isIntersecting || !isBelowViewport) {
              observer.disconnect();
              return;
            }
            setState('waiting');
            return;
          }
          if (entry.isIntersecting) {
            setState('revealed');
            // spec: once only
            observer.disconnect();
          }
        }
      },
      { rootMargin: `0px 0px -${scrollAnimation.offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return (
    <Element
      ref={setElement}
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      data-reveal={state}
      style={buildRevealStyle(state, delayMs)}
    >
      {children}
    </Element>
  );
}

export function buildRevealStyle(state: RevealState, delayMs: number): CSSProperties | undefined {
  if (state === 'static') {
    return undefined;
  }
  const transition = `opacity ${scrollAnimation.durationMs}ms ease-out ${delayMs}ms, transform ${scrollAnimation.durationMs}ms ease-out ${delayMs}ms`;
  return state === 'waiting'
    ? { opacity: 0, transform: `translateY(${revealDistancePx}px)`, transition }
    : { opacity: 1, transform: 'none', transition };
}
