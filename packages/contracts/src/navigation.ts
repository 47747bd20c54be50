// Site map of the public site and the admin shell. Paths are written once here so the web app,
// its prerender list, the gateway and the tests agree.

// spec: site-marketing-careers §2.1 (route table)
export const routePaths = {
  home: '/',
  services: '/services',
  // Also the spec's alternative services landing "AI & ML Solutions" (§2.3): its four sections
  // are the AI/ML services, and the navigation's AI/ML item links it.
  servicesAiMl: '/services/ai-ml',
  servicesSoftwareDevelopment: '/services/software-development',
  servicesIot: '/services/iot',
  servicesDataScience: '/services/data-science',
  servicesCustomVoiceBots: '/services/custom-voice-bots',
  servicesConversationalAi: '/services/conversational-ai',
  servicesAgenticSoftware: '/services/agentic-software',
  servicesSmartHomes: '/services/smart-homes',
  servicesAiCameras: '/services/ai-cameras',
  servicesSmartNotifications: '/services/smart-notifications',
  servicesAiBusinessIntelligence: '/services/ai-business-intelligence',
  servicesCustomAnalytics: '/services/custom-analytics',
  servicesWebDevelopment: '/services/web-development',
  servicesMobileDevelopment: '/services/mobile-development',
  // Linked from the services landing but missing from the spec's table; it gets a real page
  // (docs/architecture.md#departures, 5).
  servicesOpenSourceAi: '/services/open-source-ai',
  products: '/products',
  productsWorkstream: '/products/workstream',
  productsVoicebotBuilder: '/products/voicebot-builder',
  about: '/about',
  companyRd: '/company/rd',
  companyContact: '/company/contact',
  careers: '/careers',
  // No id (/careers/apply) is the general application, like the word general (§3).
  careersApply: '/careers/apply/:jobId?',
  blog: '/blog',
  chat: '/chat',
  voicebotDashboard: '/voicebot-dashboard',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminContacts: '/admin/contacts',
  adminApplications: '/admin/applications',
  adminJobs: '/admin/jobs',
  adminNewsSources: '/admin/news-sources',
  adminAnalytics: '/admin/analytics',
  adminSiteHealth: '/admin/site-health',
  adminAuditLog: '/admin/audit',
  adminVoice: '/admin/voice',
  adminSettings: '/admin/settings',
} as const;
export type RoutePathName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RoutePathName];

// spec: site-marketing-careers §3, the word "general" stands for a general application
export const generalApplicationJobId = 'general';

export function buildCareersApplyPath(jobId: string = generalApplicationJobId): string {
  return `/careers/apply/${encodeURIComponent(jobId)}`;
}

// spec: site-marketing-careers §2.3, the home chat box goes to /chat?message=<trimmed text>;
// blank text goes nowhere (null).
export const chatMessageQueryParam = 'message';
export function buildChatPath(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '') {
    return null;
  }
  return `${routePaths.chat}?${new URLSearchParams({ [chatMessageQueryParam]: trimmed }).toString()}`;
}

// spec: site-marketing-careers §2.2, a trailing slash on any path but the root is removed
// (query and hash are kept by the caller, who rewrites only the path).
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

// spec: site-marketing-careers §2.1, the service detail pages
export const servicePagePaths = [
  routePaths.servicesAiMl,
  routePaths.servicesSoftwareDevelopment,
  routePaths.servicesIot,
  routePaths.servicesDataScience,
  routePaths.servicesCustomVoiceBots,
  routePaths.servicesConversationalAi,
  routePaths.servicesAgenticSoftware,
  routePaths.servicesSmartHomes,
  routePaths.servicesAiCameras,
  routePaths.servicesSmartNotifications,
  routePaths.servicesAiBusinessIntelligence,
  routePaths.servicesCustomAnalytics,
  routePaths.servicesWebDevelopment,
  routePaths.servicesMobileDevelopment,
] as const;

// Every static public path, i.e. what the web app prerenders. /careers/apply/:jobId is dynamic
// and the admin app is a separate SPA, so neither is listed.
export const marketingRoutes = [
  routePaths.home,
  routePaths.services,
  ...servicePagePaths,
  routePaths.servicesOpenSourceAi,
  routePaths.products,
  routePaths.productsWorkstream,
  routePaths.productsVoicebotBuilder,
  routePaths.about,
  routePaths.companyRd,
  routePaths.companyContact,
  routePaths.careers,
  routePaths.blog,
  routePaths.chat,
  routePaths.voicebotDashboard,
] as const;
export type MarketingRoute = (typeof marketingRoutes)[number];

// spec: site-marketing-careers §2.2, no shared header and footer on these routes
export const routesWithoutSiteChrome = [routePaths.chat, routePaths.voicebotDashboard] as const;

export interface NavLink {
  readonly label: string;
  readonly to: string;
}

export interface NavGroup {
  readonly label: string;
  readonly to?: string;
  readonly children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

// spec: chat-news-admin §2 (navigation bar), site-marketing-careers §2.1
export const mainNavigation: readonly NavItem[] = [
  { label: 'HOME', to: routePaths.home },
  {
    label: 'SERVICES',
    to: routePaths.services,
    children: [
      { label: 'AI/ML', to: routePaths.servicesAiMl },
      { label: 'Software Development', to: routePaths.servicesSoftwareDevelopment },
      { label: 'IoT', to: routePaths.servicesIot },
      { label: 'Data Science', to: routePaths.servicesDataScience },
    ],
  },
  { label: 'PRODUCTS', to: routePaths.products },
  { label: 'CAREERS', to: routePaths.careers },
  { label: 'BLOG', to: routePaths.blog },
  {
    label: 'COMPANY',
    children: [
      { label: 'R&D', to: routePaths.companyRd },
      { label: 'Contact Us', to: routePaths.companyContact },
      { label: 'Admin Panel', to: routePaths.adminLogin },
    ],
  },
];

// spec: chat-news-admin §2 (footer); the spec names the targets, the labels are ours
export const footerLinks = [
  { label: 'Services', to: routePaths.services },
  { label: 'About', to: routePaths.about },
  { label: 'Careers', to: routePaths.careers },
  { label: 'Blog', to: routePaths.blog },
  { label: 'Contact', to: routePaths.companyContact },
] as const satisfies readonly NavLink[];

// spec: site-marketing-careers §2.2, "a 2025 copyright line"
export const copyrightYear = 2025;

export interface AdminSidebarItem {
  readonly to: string;
  readonly label: string;
  readonly description: string;
}

// spec: chat-news-admin §2 (admin shell sidebar)
export const adminSidebarItems = [
  {
    to: routePaths.adminDashboard,
    label: 'Dashboard',
    description: 'Overview and statistics',
  },
  {
    to: routePaths.adminContacts,
    label: 'Contacts',
    description: 'Manage business inquiries',
  },
  {
    to: routePaths.adminApplications,
    label: 'Applications',
    description: 'Review job applications',
  },
  {
    to: routePaths.adminJobs,
    label: 'Job Postings',
    description: 'Manage job positions',
  },
  // Ours: the news feeds behind /blog, their health, and Featured Research pins.
  {
    to: routePaths.adminNewsSources,
    label: 'News Sources',
    description: 'Feeds, fetch logs and featured articles',
  },
  // Ours: the analytics screen the spec's dashboard links to (docs/architecture.md#departures, 5).
  {
    to: routePaths.adminAnalytics,
    label: 'Analytics',
    description: 'Leads and applicants over time',
  },
  // Ours: Web Vitals and errors the site reports (docs/architecture.md#monitoring).
  {
    to: routePaths.adminSiteHealth,
    label: 'Site Health',
    description: 'Web Vitals and site errors',
  },
  // Ours: voice sessions, usage per bot and the demo personas' records
  // (docs/architecture.md#voice, "Admin Voice page").
  {
    to: routePaths.adminVoice,
    label: 'Voice',
    description: 'Voice sessions, usage and demo bookings',
  },
  // Ours: who changed what, and every sign-in attempt (docs/architecture.md#audit-log).
  {
    to: routePaths.adminAuditLog,
    label: 'Audit Log',
    description: 'Who changed what, and sign-ins',
  },
  {
    to: routePaths.adminSettings,
    label: 'Settings',
    description: 'System configuration',
  },
] as const satisfies readonly AdminSidebarItem[];
