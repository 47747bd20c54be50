import {
  agenticSoftwarePage,
  conversationalAiPage,
  openSourceAiPage,
} from './conversational-service-pages.ts';
import {
  aiBusinessIntelligencePage,
  customAnalyticsPage,
  dataSciencePage,
} from './data-service-pages.ts';
import { iotPage, smartHomesPage } from './iot-service-pages.ts';
import { aiCamerasPage, smartNotificationsPage } from './security-service-pages.ts';
import {
  mobileDevelopmentPage,
  softwareDevelopmentPage,
  webDevelopmentPage,
} from './software-service-pages.ts';
import type { MarketingPage } from './types.ts';
import { aiMlPage, customVoiceBotsPage } from './voice-service-pages.ts';

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
