import type { CallToAction } from '@phi/content';
import { type ReactNode, useId } from 'react';
import { CallToActionLink } from '../call-to-action-link.tsx';
import { Reveal } from '../reveal.tsx';

export interface SectionShellProps {
  heading: string;
  intro?: string;
  callToAction?: CallToAction;
  /** Alternate sections get a tinted band so long pages read as distinct parts. */
  isTinted?: boolean;
  children: ReactNode;
}

/** A page section: a labelled landmark with its h2, an optional intro and button. */
export function SectionShell({
  heading,
  intro,
  callToAction,
  isTinted = false,
  children,
}: SectionShellProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={isTinted ? 'border-y border-slate-800/80 bg-slate-900/40' : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <Reveal className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-300">{intro}</p> : null}
        </Reveal>
        <div className="mt-10">{children}</div>
        {callToAction ? (
          <div className="mt-10">
            <CallToActionLink action={{ variant: 'primary', ...callToAction }} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Stagger of the cards of one grid, so a row fades in left to right. */
export function staggerDelay(index: number): number {
  return (index % 3) * 120;
}
