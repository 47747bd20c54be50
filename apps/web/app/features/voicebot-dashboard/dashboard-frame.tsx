import { routePaths } from '@phi/contracts/navigation';
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link.tsx';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';

const linkStyle =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-sky-400';

/**
 * The dashboard fills the screen without the site's header and footer (spec: voice §2), so it
 * carries its own way back home and to the builder. The site shell gives it its <main>.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-950 text-slate-100">
      <header className="border-b border-slate-800">
        <nav
          aria-label={copy.heading}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6"
        >
          <SiteLink to={routePaths.home} className={linkStyle}>
            {copy.backHome}
          </SiteLink>
          <SiteLink to={routePaths.productsVoicebotBuilder} className={linkStyle}>
            {copy.openBuilder}
          </SiteLink>
        </nav>
      </header>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">{children}</div>
    </div>
  );
}

/** The prerendered page, shown until the dashboard's code has loaded. */
export function DashboardShell() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-white">{copy.heading}</h1>
      <p role="status" className="text-slate-300">
        {copy.loading}
      </p>
      <noscript>
        <p className="text-amber-300">{copy.javascriptNeeded}</p>
      </noscript>
    </>
  );
}
