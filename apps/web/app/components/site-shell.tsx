import { stripTrailingSlash } from '@phi/contracts/navigation';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasSiteChrome } from '../lib/site-shell.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!hasSiteChrome(pathname)) {
    return (
      <main id="main-content" className="min-h-dvh">
        {children}
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader pathname={stripTrailingSlash(pathname)} />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
