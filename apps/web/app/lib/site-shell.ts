import { routesWithoutSiteChrome, stripTrailingSlash } from '@phi/contracts/navigation';

const chromeless: ReadonlySet<string> = new Set(routesWithoutSiteChrome);

/** spec: site-marketing-careers §2.2, no shared header and footer on /chat and /voicebot-dashboard. */
export function hasSiteChrome(pathname: string): boolean {
  return !chromeless.has(stripTrailingSlash(pathname));
}

/**
 * The admin app is a separate SPA under /admin/, so links into it must load a new document
 * instead of being routed by this app (which would show its 404 screen).
 */
export function isExternalToApp(to: string): boolean {
  return to === '/admin' || to.startsWith('/admin/') || !to.startsWith('/');
}
