import type { MarketingPage } from '@phi/content';
import { ArrowRight } from 'lucide-react';
import { CallToActionLink } from './call-to-action-link.tsx';
import { SiteLink } from './site-link.tsx';

/** Renders a page of marketing copy: hero, highlights and closing call to action. */
export function MarketingPageView({ page }: { page: MarketingPage }) {
  return (
    <>
      <section className="border-b border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950">
        <div className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
            {page.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-6xl">
            {page.heading}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-300">{page.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {page.callsToAction.map((action) => (
              <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
            ))}
          </div>
        </div>
      </section>

      {page.highlights.length > 0 ? (
        <section
          aria-labelledby="highlights-heading"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
        >
          <h2
            id="highlights-heading"
            className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
          >
            {page.highlightsHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.highlights.map((highlight) => (
              <li
                key={highlight.title}
                className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
              >
                <h3 className="text-lg font-semibold text-white">{highlight.title}</h3>
                <p className="mt-2 flex-1 text-slate-300">{highlight.body}</p>
                {highlight.link ? (
                  <SiteLink
                    to={highlight.link.to}
                    className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-sky-300 hover:text-sky-200"
                  >
                    {highlight.link.label}
                    <span className="sr-only">: {highlight.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </SiteLink>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.closing ? (
        <section
          aria-labelledby="closing-heading"
          className="border-t border-slate-800 bg-slate-900/40"
        >
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
            <h2
              id="closing-heading"
              className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
            >
              {page.closing.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{page.closing.body}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              {page.closing.callsToAction.map((action) => (
                <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
