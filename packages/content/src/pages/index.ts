import type { MarketingRoute } from '@phi/contracts/navigation';
import { aboutPage, contactPage, researchPage } from './about-pages.ts';
import { blogPage, careersPage, chatPage, voicebotDashboardPage } from './company-pages.ts';
import { voicebotBuilderPage } from './core-pages.ts';
import { homePage } from './home-page.ts';
import { productsPage, workstreamPage } from './product-pages.ts';
import { servicePages } from './service-pages.ts';
import { servicesPage } from './services-page.ts';
import type { MarketingPage } from './types.ts';

export * from './about-pages.ts';
export * from './chat-page-copy.ts';
export * from './company-pages.ts';
export * from './conversational-service-pages.ts';
export * from './core-pages.ts';
export * from './data-service-pages.ts';
export * from './home-page.ts';
export * from './iot-service-pages.ts';
export * from './open-source-ai-page.ts';
export * from './page-text.ts';
export * from './product-pages.ts';
export { products } from './products.ts';
export * from './security-service-pages.ts';
export { servicePages } from './service-pages.ts';
export * from './services-page.ts';
export * from './software-service-pages.ts';
export * from './types.ts';
export * from './voice-service-pages.ts';

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
