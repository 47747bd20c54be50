import { resumeUpload } from '@phi/contracts/constants';
import { company } from './company.ts';

// Our own interface wording: labels, headings and announcements the spec leaves open. Wording
// the spec gives lives in @phi/contracts/messages; nothing here repeats it.

/** "PDF, DOCX or TXT, up to 5 MB." from the upload rules the API enforces. */
function describeResumeRules(): string {
  const types = resumeUpload.acceptedExtensions.map((extension) =>
    extension.slice(1).toUpperCase(),
  );
  const megabytes = resumeUpload.maxBytes / (1024 * 1024);
  return `${types.slice(0, -1).join(', ')} or ${types.at(-1)}, up to ${megabytes} MB.`;
}

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

// spec: site-marketing-careers §2.9, the careers list; the spec names the states, not this wording.
export const careersListCopy = {
  openPositions: 'Open Positions',
  openPositionsIntro: 'Roles we are hiring for now. Each one lists what we are looking for.',
  loadingJobs: 'Loading open positions',
  refresh: 'Refresh',
  requirements: 'Requirements',
  noOpenings: 'No open positions right now',
  noOpeningsBody:
    'We are always glad to meet talented people. Send us your resume and we will contact you when a suitable role opens.',
} as const;

// spec: site-marketing-careers §2.10 and §3, the application form; labels and hints are ours.
export const applicationFormCopy = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn Profile',
  portfolio: 'Portfolio / Website',
  location: 'Current Location',
  workAuthorization: 'Work Authorization',
  company: 'Company',
  jobTitle: 'Job Title',
  startDate: 'Start Date',
  endDate: 'End Date',
  description: 'Description',
  institution: 'Institution',
  degree: 'Degree',
  fieldOfStudy: 'Field of Study',
  graduationYear: 'Graduation Year',
  gpa: 'GPA',
  optional: '(optional)',
  experienceEntry: (index: number) => `Experience ${index}`,
  educationEntry: (index: number) => `Education ${index}`,
  addExperience: 'Add Experience',
  addEducation: 'Add Education',
  removeEntry: 'Remove',
  removeExperience: (index: number) => `Remove experience ${index}`,
  removeEducation: (index: number) => `Remove education ${index}`,
  newSkill: 'New skill',
  skillPlaceholder: 'Type a skill and press Enter',
  skillsHint: 'Click a skill to remove it.',
  removeSkill: (skill: string) => `Remove skill ${skill}`,
  coverLetterPlaceholder: 'Tell us why you are interested and what you would bring to the team.',
  resumeFile: 'Resume file',
  resumeHint: describeResumeRules(),
  selectedResume: (name: string, size: string) => `Selected: ${name} (${size})`,
  sentAs: (name: string) => `Sent as ${name}`,
  uploadProgress: 'Resume upload progress',
} as const;

// spec: site-marketing-careers §2.8, the contact form; labels are ours.
export const contactFormCopy = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  service: 'Service',
  message: 'Message',
  optional: '(optional)',
  chooseService: 'Select a service',
  loadingForm: 'Loading the contact form',
  /** Label of the honeypot input, hidden from people; a bot that fills it is caught. */
  honeypot: 'Leave this field empty',
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
