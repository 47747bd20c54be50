// Limits, intervals and sizes from the spec. The UI checks them and the server enforces them
// again (a client can skip the UI), so both import them from here.

const MB = 1024 * 1024;

// spec: site-marketing-careers §5 and §9 (resume upload)
export const resumeUpload = {
  maxBytes: 5 * MB,
  acceptedExtensions: ['.pdf', '.docx', '.txt'],
  acceptedMimeTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  /** Value of the `resumeUrl` field when no resume was attached. */
  noResumeUrl: 'No resume uploaded',
} as const;

// Ours: abuse protection of the contact form (no third-party service). A submission that fills
// the hidden honeypot field, or arrives sooner than minFillMs after the form was shown, is a bot.
export const contactAbuseGuard = {
  honeypotField: 'website',
  minFillMs: 3000,
} as const;

// Ours: default per-hour limits of the public form endpoints (each service may raise them).
export const publicFormLimits = {
  contactsPerIpPerHour: 10,
  contactsPerEmailPerHour: 5,
  resumeUploadsPerIpPerHour: 20,
  applicationsPerIpPerHour: 10,
} as const;

// spec: site-marketing-careers §4 and §9, upload progress
export const uploadProgress = {
  stepPercent: 10,
  intervalMs: 200,
  capPercent: 90,
  donePercent: 100,
} as const;

// spec: site-marketing-careers §7 and §9 (GET /api/jobs)
export const jobsQuery = {
  staleTimeMs: 5 * 60 * 1000,
  retries: 2,
  retryDelayMs: 1000,
} as const;

// spec: site-marketing-careers §9 and chat-news-admin §7 (shared request defaults)
export const requestDefaults = {
  retries: 0,
  refetchOnWindowFocus: false,
  staleTimeMs: Number.POSITIVE_INFINITY,
} as const;

// spec: site-marketing-careers §9, chat-news-admin §7, voice §9 (toasts and tooltips)
export const toastLimits = {
  maxVisible: 1,
  removeDelayMs: 1_000_000,
  defaultDurationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  viewportMaxWidthPx: 420,
} as const;

export const tooltipDelays = { defaultDelayMs: 700, skipDelayMs: 300 } as const;

// spec: site-marketing-careers §2.2 and §9
export const scrollAnimation = { durationMs: 1000, offset: 100, once: true } as const;

// spec: site-marketing-careers §2.8 and §9
export const salesResponseHours = 2;
export const applicationProcessSteps = ['Apply', 'Screen', 'Interview', 'Offer'] as const;
export const contactFormAnchorId = 'contact-form';
export const contactMessageRows = 4;

// spec: site-marketing-careers §9 (prices shown in copy)
export const productPricing = {
  voicePlatform: 'from £500/month',
  workforceSuite: 'from £10/employee/month',
  analyticsPlatform: 'from £200/month',
} as const;
export const voicePlatformLanguages = '20+';

// spec: chat-news-admin §9 (news)
export const newsLimits = {
  featuredCount: 6,
  featuredCardTags: 2,
  cardTags: 3,
  excerptMaxChars: 150,
  loadingPlaceholders: 6,
  daysPerWeek: 7,
  relativeWeeksBelowDays: 30,
} as const;

// spec: chat-news-admin §9 (chat history); the message length cap is ours, to bound model cost
export const chatLimits = {
  historyMessages: 10,
  maxMessageChars: 4000,
} as const;
export const chatModel = 'gpt-4o-mini';

// spec: chat-news-admin §9 (admin lists and dashboard)
export const adminListLimits = {
  pageSize: 20,
  maxPageSize: 100,
  notesPreviewChars: 100,
  skillsPreviewCount: 5,
  // Ours: pg_trgm cannot serve a shorter search term without scanning the table, so the API
  // refuses one and the screens filter the loaded page locally instead (spec §5 local search).
  searchMinLength: 3,
  // Ours: totals past this are reported as "at least this many" (isTotalCapped), never counted
  // row by row. Counting to the cap reads up to cap + 1 index entries on every list request;
  // 1,000 (50 pages of 20) keeps that cheap at a million contacts, and past it staff filter.
  totalCountCap: 1_000,
} as const;

// Ours: /admin/analytics (the spec leaves the screen out). Buckets are UTC days or ISO weeks
// (Monday first); the default range is the last 30 days.
export const analyticsLimits = {
  defaultRangeDays: 30,
  maxRangeDays: 366,
} as const;

export const dashboardActivity = {
  total: 5,
  contacts: 3,
  applications: 2,
} as const;

// spec: chat-news-admin §4 and §7 (admin session)
export const adminTokenRefreshIntervalMs = 840_000;

// spec: chat-news-admin §3 and §9 (rating, job types)
export const ratingRange = { min: 0, max: 5 } as const;
export const jobTypeCount = 5;

// spec: chat-news-admin §3 and §9, schema limits of the stored model
export const storedModelLimits = {
  voicebotId: 255,
  companyName: 500,
  roomName: 255,
  workerId: 255,
  status: 50,
  actionType: 100,
  livekitInstance: 100,
  durationSeconds: { precision: 10, scale: 2 },
  costUsd: { precision: 10, scale: 6 },
  // Ours: the metric's session and user ids share the voicebot id's bound, and the usage
  // summary's running cost sum needs room above one action's numeric(10,6) ceiling.
  sessionId: 255,
  userId: 255,
  totalCostUsd: { precision: 14, scale: 6 },
} as const;
export const newsSourceDefaultPriority = 1;
export const defaultLivekitInstance = 'company';

// Our own bounds for free-text fields the spec leaves open; they keep abuse out of the database.
export const textLimits = {
  name: 200,
  email: 320,
  company: 200,
  message: 5000,
  shortText: 200,
  url: 2048,
  longText: 10_000,
  notes: 5000,
  requirement: 500,
  requirements: 50,
  skills: 100,
  skill: 100,
  entries: 20,
  headline: 500,
  slug: 200,
  excerpt: 5000,
  articleContent: 200_000,
  tag: 100,
  tags: 50,
  personalInfoJson: 20_000,
  experienceJson: 200_000,
  educationJson: 50_000,
} as const;

// Ours: staff passwords (the bootstrap admin's minimum is the same 12 characters).
export const adminPasswordLength = { min: 12, max: 1024 } as const;
export const adminUsernameMaxLength = 100;
// Ours (the spec has no lockout): failed sign-ins per account before it is refused a while, and
// sign-in or password-check attempts per minute from one address (plenty for a person, useless
// for a guessing script; LOGIN_LIMIT_PER_IP_PER_MINUTE overrides it).
export const adminLoginLockout = {
  maxFailures: 5,
  windowMinutes: 15,
  attemptsPerIpPerMinute: 10,
} as const;

// spec: voice §9 (tokens and connection)
export const voiceTokenTtlMinutes = { demo: 30, company: 60 } as const;
export const voiceConnection = {
  timeoutMs: 10_000,
  reconnectAttempts: 3,
  reconnectDelayMs: 1000,
  maxRetryAttempts: 3,
  retryDelayPerAttemptMs: 1000,
  agentPollIntervalMs: 100,
  agentPollMaxTries: 50,
  switchDisconnectWaitMs: 1000,
} as const;

// spec: voice §9 (bubble visuals, timers)
export const voiceVisuals = {
  waveIntervalMs: 300,
  waveIntervalUnknownMemoryMs: 400,
  waveIntervalLowMemoryMs: 500,
  lowMemoryHeapBytes: 2 * 1024 * MB,
  waveLifetimeMs: 1500,
  errorBannerMs: 8000,
  testStateMs: 2000,
} as const;

// spec: voice §4 and §9 (creation progress)
export const voicebotCreationProgressSteps = [10, 20, 40, 60, 80, 100] as const;
export const builderStepCount = 4;
export const builderSteps = ['Voice', 'Personality', 'Documents', 'Test'] as const;

// spec: voice §5 (bot name and description)
export const botNameLength = { min: 2, max: 20 } as const;
export const descriptionWords = { min: 15, max: 100 } as const;

// spec: voice §5 (knowledge files, layout A)
export const knowledgeUpload = {
  maxBytes: 10 * MB,
  acceptedExtensions: ['.pdf', '.docx', '.txt', '.md'],
  maxFilesPerUpload: 20,
} as const;

// spec: voice §5 (knowledge files, layout B accepted types)
export const knowledgeUploadLayoutBMimeTypes = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
  'application/json',
  'application/xml',
  'text/html',
] as const;

// spec: voice §3 (room and identity naming)
export const voiceRoomNaming = {
  general: { roomPrefix: 'phi_room_', identityPrefix: 'phi_user_', displayName: 'Phi User' },
  company: { roomPrefix: 'company_room_' },
  hotel: {
    roomPrefix: 'hotel_reception_room_',
    identityPrefix: 'hotel_guest_',
    displayName: 'Hotel Guest',
  },
  restaurant: {
    roomPrefix: 'restaurant_order_room_',
    identityPrefix: 'restaurant_guest_',
    displayName: 'Restaurant Guest',
  },
  hospital: {
    roomPrefix: 'hospital_appointment_room_',
    identityPrefix: 'hospital_patient_',
    displayName: 'Hospital Patient',
  },
} as const;
export const builderRoomPrefix = 'company_';
export const builderParticipantName = 'Company User';
export const voicebotIdPrefix = 'voicebot_';

// spec: voice §3 (monitoring identity)
export const anonymousUserId = 'anonymous';

// spec: voice §5 (file-name sanitiser)
export const unnamedFileName = 'unnamed_file';
export const defaultFileExtension = '.txt';

// spec: chat-news-admin §2 (resume viewer)
export const resumePreviewImageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

// spec: chat-news-admin §7 (CSV export)
export const contactCsvColumns = [
  'Name',
  'Email',
  'Company',
  'Status',
  'Priority',
  'Source',
  'Assigned To',
  'Created Date',
  'Last Contacted',
  'Notes',
] as const;
export const applicationCsvColumns = [
  'Candidate',
  'Email',
  'Position',
  'Status',
  'Priority',
  'Rating',
  'Assigned To',
  'Applied Date',
  'Interview Date',
  'Notes',
] as const;
export function buildCsvFileName(kind: 'contacts' | 'applications', date: string): string {
  return `${kind}_${date}.csv`;
}

// spec: site-marketing-careers §9 and chat-news-admin §9 (decorative values)
export const decorative = {
  maxPixelRatio: 2,
  voiceBars: 7,
  voiceBarSpeed: 1.2,
  networkLayers: [3, 4, 5, 4, 3],
  particleGrid: 50,
  heroParticles: 800,
  heroMaxConnections: 60,
  heroMinDistance: 100,
  blogNeuronBurst: { min: 1, max: 3 },
  blogNeuronIntervalMs: { min: 300, max: 800 },
  orbitDistance: { min: 1500, max: 4000 },
  targetFps: 30,
  globeBackgroundPoints: 4000,
  globeLogoPoints: 3000,
} as const;
