import type { ReactNode } from 'react';
import { revealAttribute, revealDelayAttribute } from '../lib/reveal-on-scroll.ts';

// A section that fades in as it scrolls into view (spec: site-marketing-careers §2.2 and §9).
// It renders plain markup, fully visible; lib/reveal-on-scroll.ts animates it in the browser.

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

export function Reveal({
  children,
  as: Element = 'div',
  className,
  delayMs = 0,
  id,
  'aria-labelledby': labelledBy,
}: RevealProps) {
  const attributes = {
    [revealAttribute]: 'static',
    ...(delayMs > 0 ? { [revealDelayAttribute]: String(delayMs) } : {}),
  };
  return (
    <Element id={id} aria-labelledby={labelledBy} className={className} {...attributes}>
      {children}
    </Element>
  );
}
