import { type MarketingRoute, marketingRoutes, routePaths } from '@phi/contracts/navigation';

// The voicebot dashboard is an application screen whose content the spec does not show
// (voice §2), not a page anyone should land on from a search: it stays out of the sitemap and
// asks robots not to index it. Every other marketing route, /chat included (it presents the
// assistant and takes a first question), is content and is listed.
const notIndexed: readonly string[] = [routePaths.voicebotDashboard];

/** The marketing routes listed in sitemap.xml and open to search engines. */
export const indexedRoutes: readonly MarketingRoute[] = marketingRoutes.filter(
  (route) => !notIndexed.includes(route),
);

export function isIndexedRoute(path: string): boolean {
  return (indexedRoutes as readonly string[]).includes(path);
}
