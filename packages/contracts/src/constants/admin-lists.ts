// spec: chat-news-admin §9 (admin lists and dashboard)
export const adminListLimits = {
  pageSize: 20,
  maxPageSize: 100,
  notesPreviewChars: 100,
  skillsPreviewCount: 5,
  // Ours: pg_trgm cannot serve a shorter search term without scanning the table, so the API
  // refuses one and the screens filter the loaded page locally instead (spec §5 local search).
  searchMinLength: 3,
  // Ours: the longest search term the list APIs take.
  searchMaxLength: 200,
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

// spec: chat-news-admin §3 and §9 (rating)
export const ratingRange = { min: 0, max: 5 } as const;

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
