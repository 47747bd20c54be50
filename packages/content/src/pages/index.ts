import type { MarketingRoute } from '@phi/contracts/navigation';
import {
  aboutPage,
  blogPage,
  careersPage,
  chatPage,
  contactPage,
  researchPage,
  voicebotDashboardPage,
} from './company-pages.ts';
import { productsPage, servicesPage, voicebotBuilderPage, workstreamPage } from './core-pages.ts';
import { homePage } from './home-page.ts';
import { servicePages } from './service-pages.ts';
import type { MarketingPage } from './types.ts';

export * from './ai-service-pages.ts';
export * from './company-pages.ts';
export * from './core-pages.ts';
export * from './engineering-service-pages.ts';
export * from './home-page.ts';
export { servicePages } from './service-pages.ts';
export type { CallToAction, MarketingPage, PageClosing, PageHighlight } from './types.ts';

const pages: readonly MarketingPage[] = [
  homePage,
  servicesPage,
  ...servicePages.values(),
  productsPage,
  workstreamPage,
  voicebotBuilderPage,
  aboutPage,
  researchPage,
  contactPage,
  careersPage,
  blogPage,
  chatPage,
  voicebotDashboardPage,
];

/** Every marketing page keyed by its path; the web app's test proves each marketing route has one. */
export const marketingPages: ReadonlyMap<string, MarketingPage> = new Map(
  pages.map((page) => [page.path, page]),
);

export function getMarketingPage(path: MarketingRoute): MarketingPage;
export function getMarketingPage(path: string): MarketingPage | undefined;
export function getMarketingPage(path: string): MarketingPage | undefined {
  return marketingPages.get(path);
}
