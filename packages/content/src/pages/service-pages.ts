import {
  agenticSoftwarePage,
  aiBusinessIntelligencePage,
  aiMlPage,
  conversationalAiPage,
  customAnalyticsPage,
  customVoiceBotsPage,
  dataSciencePage,
  openSourceAiPage,
} from './ai-service-pages.ts';
import {
  aiCamerasPage,
  iotPage,
  mobileDevelopmentPage,
  smartHomesPage,
  smartNotificationsPage,
  softwareDevelopmentPage,
  webDevelopmentPage,
} from './engineering-service-pages.ts';
import type { MarketingPage } from './types.ts';

// Its own module so the service route's bundle holds the service pages and nothing else.
const servicePageList: readonly MarketingPage[] = [
  aiMlPage,
  softwareDevelopmentPage,
  iotPage,
  dataSciencePage,
  customVoiceBotsPage,
  conversationalAiPage,
  agenticSoftwarePage,
  smartHomesPage,
  aiCamerasPage,
  smartNotificationsPage,
  aiBusinessIntelligencePage,
  customAnalyticsPage,
  webDevelopmentPage,
  mobileDevelopmentPage,
  openSourceAiPage,
];

/** The service detail pages (one route module renders all of them), keyed by path. */
export const servicePages: ReadonlyMap<string, MarketingPage> = new Map(
  servicePageList.map((page) => [page.path, page]),
);
