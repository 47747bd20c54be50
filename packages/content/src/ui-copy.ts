import { company } from './company.ts';

// Our own interface wording: labels, headings and announcements the spec leaves open. Wording
// the spec gives lives in @phi/contracts/messages; nothing here repeats it.

/** Every document title ends with the company name, e.g. "Job Application | Phi Automation". */
export function formatDocumentTitle(title: string): string {
  return `${title} | ${company.name}`;
}

// Public site header, navigation and footer (the spec names the items, not these labels).
export const siteChromeCopy = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerExplore: 'Explore',
  footerContact: 'Contact',
  footerFollowUs: 'Follow us',
  /** Shown while a page that was not prerendered loads. */
  loading: 'Loading',
  backToHome: 'Back to home',
} as const;

/** The link to a navigation group's own page: "SERVICES" becomes "All Services". */
export function formatNavGroupOverview(groupLabel: string): string {
  const lower = groupLabel.toLowerCase();
  return `All ${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
}

// spec: site-marketing-careers §2.8 asks for contact information cards; their titles are ours.
export const contactCardCopy = {
  visitUs: 'Visit us',
  callUs: 'Call us',
  emailUs: 'Email us',
} as const;

// spec: site-marketing-careers §2.10, the job card of the application page; headings ours.
export const careersApplyCopy = {
  documentTitle: 'Job Application',
  whatHappensNext: 'What happens next',
  aboutTheRole: 'About the role',
} as const;

// The admin app's own labels (spec: chat-news-admin §2 describes the controls, not their words).
export const adminCopy = {
  documentTitle: 'Admin',
  brandSuffix: 'Admin',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  sidebar: 'Admin sidebar',
  sidebarSections: 'Admin sections',
  openSidebar: 'Open sidebar',
  closeSidebar: 'Close sidebar',
  welcomeBack: (username: string) => `Welcome back, ${username}`,
  dashboardIntro: `This is the ${company.name} back office: business enquiries, job applications and job postings are managed from the sections in the sidebar.`,
  networkError: 'Cannot reach the server. Check your connection and try again.',
} as const;

// spec: site-marketing-careers §2.2, the Report Error e-mail "holding error id, message, stack,
// URL, timestamp and user agent"; the labels and subject are ours ("Error ID" is the spec's).
export const errorReportCopy = {
  subject: (errorId: string) => `Error report ${errorId}`,
  message: 'Message',
  url: 'URL',
  timestamp: 'Timestamp',
  userAgent: 'User agent',
  stack: 'Stack',
  notAvailable: '(not available)',
  unknownError: 'Unknown error',
} as const;
