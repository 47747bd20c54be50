// spec: chat-news-admin §5 and §8, admin login
export const adminLoginMessages = {
  // The spec names the form's username and password fields; these are those names.
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  missingFields: 'Please enter both username and password',
  invalidCredentials: 'Invalid credentials. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  invalidResponse: 'Invalid response format',
  // Ours: the spec has no throttle; the sign-in throttle needs its own words.
  tooManyAttempts: (seconds: number) =>
    seconds < 120
      ? `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`
      : `Too many failed sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
} as const;

// spec: chat-news-admin §2, admin shell
export const adminShellMessages = {
  // The admin area's name in the navigation (COMPANY > Admin Panel)
  adminPanel: 'Admin Panel',
  checkingAuthentication: 'Checking Authentication',
  verifyingAccess: 'Verifying Access',
  verifyingAccessHint: 'Please wait while we verify your authentication...',
  accessDenied: 'Access Denied',
  accessDeniedBody: 'You are not authorized to access this area.',
  redirectingToLogin: 'Redirecting to login...',
  signIn: 'Sign In',
  welcome: 'Welcome to the admin area. Pick a section from the sidebar to get started.',
} as const;

// spec: chat-news-admin §2 (job postings), §5 and §8
export const adminJobMessages = {
  addNewJob: 'Add New Job',
  countLine: (shown: number, total: number) => `${shown} of ${total} jobs`,
  emptyNone: 'No job postings yet.',
  createFirst: 'Create Your First Job Posting',
  emptyFiltered: 'No jobs match your search criteria.',
  activeJobPosting: 'Active Job Posting',
  active: 'Active',
  inactive: 'Inactive',
  deleteConfirm: 'Are you sure you want to delete this job? This action cannot be undone.',
  deleteFailed: 'Failed to delete job',
} as const;

export const jobFormMessages = {
  titleRequired: 'Job title is required',
  locationRequired: 'Location is required',
  descriptionRequired: 'Job description is required',
  requirementRequired: 'At least one requirement is needed',
} as const;

// spec: chat-news-admin §2 (contacts)
export const adminContactMessages = {
  heading: 'Contact Management',
  subheading: 'Manage business inquiries and lead tracking',
  showing: (shown: number, total: number | string) => `Showing ${shown} of ${total} contacts`,
  emptyNone: 'No contacts yet.',
  emptyFiltered: 'No contacts match your filters.',
} as const;

// spec: chat-news-admin §2 (applications)
export const adminApplicationMessages = {
  heading: 'Job Applications',
  subheading: 'Manage and review all job applications',
  // The spec words this line for contacts only; the applications screen mirrors it.
  showing: (shown: number, total: number | string) => `Showing ${shown} of ${total} applications`,
  moreSkills: (count: number) => `+${count} more`,
  emptyNone: 'No applications yet.',
  emptyFiltered: 'No applications match your filters.',
  notAvailable: 'N/A',
  // Shown for an ongoing job in the experience duration; ours.
  present: 'Present',
} as const;

// spec: chat-news-admin §2, shared list controls
export const adminListMessages = {
  exportCsv: 'Export CSV',
  clearFilters: 'Clear Filters',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  // Ours: the server refuses shorter search terms (see adminListLimits.searchMinLength).
  searchTooShort: (min: number) => `Search needs at least ${min} characters.`,
  // Ours: a total past the count cap reads "1,000+".
  cappedTotal: (cap: number) => `${cap.toLocaleString('en-GB')}+`,
  // Ours: a page past the counted rows (adminListLimits.totalCountCap) is refused.
  pageTooDeep: (cap: number) =>
    `Only the first ${cap.toLocaleString('en-GB')} results can be paged through; narrow the filters.`,
  // Ours: shown for an empty value in lists and dialogs.
  noValue: '—',
  // Ours: a bookmarked or edited link holding a filter value, search or page the list cannot
  // take shows the list without it (packages/contracts/src/admin/list-query.ts).
  linkReset: 'Some filters in this link are no longer valid and were cleared.',
  // Ours: a link to a page past the last one shows the last page.
  pagePastLast: (page: number, lastPage: number) =>
    `Page ${page} does not exist; showing page ${lastPage}, the last one.`,
} as const;

// Ours: /admin/analytics (spec §2 links it but leaves the screen out)
export const adminAnalyticsMessages = {
  rangeInvalid: 'The start date must not be after the end date.',
  rangeTooLong: (maxDays: number) => `Pick a range of at most ${maxDays} days.`,
} as const;

// Ours: Settings, admin users and one's own password (spec §2 leaves Settings a placeholder)
export const adminUsersMessages = {
  cannotDisableSelf: 'You cannot disable your own account.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This email is already used by another admin.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is incorrect.',
  newPasswordSameAsCurrent: 'The new password must differ from the current one.',
  passwordsDiffer: 'The two new passwords differ.',
  passwordChanged: 'Password changed. Other sessions have been signed out.',
  // Ours: the first admin's generated password is replaced at first sign-in.
  passwordChangeRequired: 'Please change your password before you continue.',
  // Ours: refused against the common-password list (packages/security/src/common-password.ts).
  passwordTooCommon:
    'This password is on a list of common or breached passwords. Please choose another one.',
  // Ours: the second factor (TOTP) and the session list in Settings.
  totpEnrolmentRequired: 'Set up two-factor authentication before you continue.',
  cannotResetOwnPassword: 'Use Change password to change your own password.',
  totpCodeRequired: 'Please enter the code from your authenticator app',
  totpCodeInvalid: 'The authentication code is incorrect or has already been used.',
  totpAlreadyEnabled: 'Two-factor authentication is already on for this account.',
  totpNotEnabled: 'Two-factor authentication is not on for this account.',
  signInChallengeExpired: 'The sign-in took too long. Please enter your password again.',
  sessionNotFound: 'This session has already ended.',
  passwordChangeRequiredTitle: 'Choose your own password',
  passwordChangeRequiredBody:
    'This account still has the password generated when it was created. Replace it with one only you know before you continue.',
} as const;

// spec: chat-news-admin §5, edit forms
export const editFormMessages = {
  statusRequired: 'Status is required',
  priorityRequired: 'Priority is required',
  sourceRequired: 'Source is required',
} as const;

// spec: chat-news-admin §2 (resume viewer) and §8
export const resumeViewerMessages = {
  unknownSize: 'Unknown',
  downloadResume: 'Download Resume',
  openInNewTab: 'Open in New Tab',
  close: 'Close',
  imageLoadFailed: 'Failed to load image',
  previewUnavailableTitle: 'File Preview Not Available',
  previewUnavailableBody: 'This file type cannot be previewed. Please download to view.',
  analyzeFailed: 'Failed to analyze file',
  loadError: 'Error loading file',
} as const;

export const resumeFileTypeLabels = {
  pdf: 'PDF Document',
  doc: 'Microsoft Word Document',
  docx: 'Microsoft Word Document',
  txt: 'Text Document',
  jpg: 'JPEG Image',
  jpeg: 'JPEG Image',
  png: 'PNG Image',
  gif: 'GIF Image',
  webp: 'WebP Image',
} as const;
export const unknownFileTypeLabel = 'Unknown File Type';

export function describeResumeFileType(extension: string): string {
  const key = extension.replace(/^\./, '').toLowerCase();
  return Object.hasOwn(resumeFileTypeLabels, key)
    ? resumeFileTypeLabels[key as keyof typeof resumeFileTypeLabels]
    : unknownFileTypeLabel;
}

// spec: chat-news-admin §2 (dashboard); stat card captions are ours
export const adminDashboardMessages = {
  recentActivity: 'Recent Activity',
  quickActions: 'Quick Actions',
  signOut: 'Sign Out',
  contactActivityTitle: (name: string) => `New inquiry from ${name}`,
  applicationActivityTitle: (jobTitle: string) => `New application for ${jobTitle}`,
  applicationActivityDescription: 'Job application received',
  statLabels: {
    contacts: 'Contacts',
    applications: 'Applications',
    jobs: 'Job Postings',
    blogPosts: 'Blog Posts',
    voiceSessions: 'Voice Sessions',
    activeVoicebots: 'Active Voicebots',
  },
} as const;

// Field errors of the record schemas the admin writes (news sources, admin users). The spec
// words none of them; ours.
export const storedRecordMessages = {
  nameRequired: 'Name is required',
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
} as const;
