import { siteChromeCopy } from '@phi/content';
import { BrandMark } from './brand-mark.tsx';
import DesktopNavIsland from './desktop-nav.island.tsx';
import MobileMenuIsland from './mobile-menu.island.tsx';

/** `pathname`: the page's path without a trailing slash, for the current page's link. */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    // No backdrop-filter here: it would become the containing block of the mobile menu's fixed panel.
    <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-sky-400 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {siteChromeCopy.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <BrandMark />
        <DesktopNavIsland pathname={pathname} />
        <MobileMenuIsland />
      </div>
    </header>
  );
}
