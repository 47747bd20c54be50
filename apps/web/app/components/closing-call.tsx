import type { PageClosing } from '@phi/content';
import { useId } from 'react';
import { CallToActionLink } from './call-to-action-link.tsx';
import { Reveal } from './reveal.tsx';

// spec: site-marketing-careers §2.4–§2.7, the closing call to action of every page
export function ClosingCall({ closing }: { closing: PageClosing }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Reveal className="mx-auto max-w-5xl rounded-3xl border border-sky-400/30 bg-gradient-to-br from-sky-950/80 via-slate-900 to-indigo-950/80 px-6 py-14 text-center sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-300">{closing.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {closing.callsToAction.map((action) => (
            <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
          ))}
        </div>
      </Reveal>
    </section>
  );
}
