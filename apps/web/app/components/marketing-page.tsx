import type { MarketingPage } from '@phi/content';
import { ClosingCall } from './closing-call.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSections } from './sections/page-sections.tsx';
import { SectionLink } from './sections/section-link.tsx';
import { SectionShell } from './sections/section-shell.tsx';

/** Renders a page of marketing copy: hero, highlights, its sections and the closing call. */
export function MarketingPageView({ page }: { page: MarketingPage }) {
  return (
    <>
      <PageHero page={page} />
      {page.highlights.length > 0 ? (
        <SectionShell heading={page.highlightsHeading ?? page.title}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.highlights.map((highlight) => (
              <li
                key={highlight.title}
                className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
              >
                <h3 className="text-lg font-semibold text-white">{highlight.title}</h3>
                <p className="mt-2 flex-1 text-slate-300">{highlight.body}</p>
                {highlight.link ? (
                  <SectionLink link={highlight.link} context={highlight.title} />
                ) : null}
              </li>
            ))}
          </ul>
        </SectionShell>
      ) : null}
      {page.sections ? <PageSections sections={page.sections} /> : null}
      {page.closing ? <ClosingCall closing={page.closing} /> : null}
    </>
  );
}
