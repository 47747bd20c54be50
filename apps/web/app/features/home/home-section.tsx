import type { HomeSection } from '@phi/content';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallToActionLink } from '../../components/call-to-action-link.tsx';

/**
 * One home section: heading, copy, points and its button, with an optional graphic beside it
 * (`reverse` puts the graphic first on wide screens).
 */
export function HomeSectionView({
  section,
  graphic,
  reverse = false,
  tone = 'plain',
}: {
  section: HomeSection;
  graphic?: ReactNode;
  reverse?: boolean;
  tone?: 'plain' | 'raised';
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={tone === 'raised' ? 'border-y border-slate-800 bg-slate-900/40' : undefined}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={reverse ? 'lg:order-2' : undefined}>
          <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
            {section.eyebrow}
          </p>
          <h2
            id={headingId}
            className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {section.heading}
          </h2>
          <p className="mt-5 text-lg leading-8 text-slate-300">{section.body}</p>
          <ul className="mt-6 space-y-3">
            {section.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-300">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-sky-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {section.action ? (
            <div className="mt-8">
              <CallToActionLink action={section.action} />
            </div>
          ) : null}
        </div>
        {graphic ? <div className={reverse ? 'lg:order-1' : undefined}>{graphic}</div> : null}
      </div>
    </section>
  );
}
