export { type CreateDbOptions, createDb, type DbHandle } from './client.ts';
export { databaseUrlSchema } from './database-url.ts';
export { MigrationError, migrateToLatest } from './migrate.ts';
export * from './repositories/admin-second-factor.repository.ts';
export * from './repositories/admin-users.repository.ts';
export {
  type AnalyticsBucketUnit,
  type ApplicationBucketCount,
  type ContactBucketCount,
  countApplicationsByPeriod,
  countContactsByPeriod,
} from './repositories/analytics.repository.ts';
export { insertAuditEntry, listAuditEntriesFor } from './repositories/audit-log.repository.ts';
export {
  type AuditLogCursor,
  type AuditLogFilter,
  type AuditLogListRow,
  listAuditLogPage,
} from './repositories/audit-log-list.repository.ts';
export { listBlogPostsPublishedBy } from './repositories/blog-posts.repository.ts';
export {
  type ContactListFilter,
  compileContactListQueries,
  countContactsByEmailSince,
  findContactById,
  findContactForUpdate,
  insertContact,
  listContacts,
  listRecentContacts,
  streamContacts,
  updateContact,
} from './repositories/contacts.repository.ts';
export { countDashboardTables, type TableCounts } from './repositories/dashboard.repository.ts';
export { pingDatabase } from './repositories/health.repository.ts';
export {
  type ApplicationListFilter,
  type ApplicationWithJobTitle,
  findJobApplicationById,
  findJobApplicationForUpdate,
  insertJobApplication,
  listJobApplications,
  listRecentJobApplications,
  streamJobApplications,
  updateJobApplication,
} from './repositories/job-applications.repository.ts';
export {
  deleteJob,
  findActiveJobById,
  findJobForUpdate,
  hasJobApplications,
  insertJob,
  listActiveJobs,
  listAllJobs,
  updateJob,
} from './repositories/jobs.repository.ts';
export {
  type CappedPage,
  containsPattern,
  dayRange,
  type PageRequest,
} from './repositories/list-filters.ts';
export {
  countErrorMessagesByDay,
  countErrorsByMessage,
  deleteMonitoringRowsBefore,
  type ErrorMessageCount,
  insertMonitoringError,
  insertMonitoringEvent,
  insertMonitoringWebVitals,
  listLatestErrorIds,
  type MonitoringPruneResult,
  type NewMonitoringError,
  type NewMonitoringEvent,
  type NewMonitoringWebVital,
  summariseWebVitals,
  type WebVitalPercentile,
} from './repositories/monitoring.repository.ts';
export {
  type AdminNewsArticleFilter,
  deleteNewsArticlesListedBefore,
  type FeaturedCandidateQuery,
  findNewsArticleForUpdate,
  findNewsArticleWithSource,
  insertNewsArticlesOnce,
  listAutoFeaturedCandidates,
  listNewsArticlesByFilter,
  listNewsArticlesPage,
  listPinnedNewsArticles,
  type NewsArticleWithSource,
  type PublicNewsArticleFilter,
  setNewsArticleFeaturedPin,
} from './repositories/news-articles.repository.ts';
export {
  deleteNewsFetchLogsBefore,
  type FailureBackoff,
  type FetchValidators,
  insertNewsFetchLog,
  listNewsFetchLogsOfSource,
  type NewsFetchLogEntry,
  type NewsSourceBackoff,
  recordNewsFetchFailure,
  recordNewsFetchSuccess,
} from './repositories/news-fetch-logs.repository.ts';
export {
  countNewsArticlesOfSource,
  deleteNewsSourceById,
  findNewsSourceById,
  findNewsSourceForUpdate,
  insertNewsSource,
  listNewsSourcesWithArticleCounts,
  listSchedulableNewsSources,
  type NewsFeedHealthCounts,
  type NewsSourceWithArticleCount,
  readNewsFeedHealth,
  updateNewsSourceById,
} from './repositories/news-sources.repository.ts';
export * from './repositories/refresh-tokens.repository.ts';
export {
  claimStoredFile,
  deleteUnclaimedStoredFiles,
  findKnownStorageKeys,
  findStoredFileById,
  findStoredFileForUpdate,
  insertStoredFile,
} from './repositories/stored-files.repository.ts';
export {
  listLatestHospitalAppointments,
  listLatestHotelBookings,
  listLatestRestaurantOrders,
  listVoicebotUsage,
  listVoiceSessionsPage,
  type VoicebotUsageRow,
  type VoiceSessionFilter,
  type VoiceSessionListRow,
  type VoiceSessionPageCursor,
} from './repositories/voice-admin.repository.ts';
export * from './repositories/voice-transcripts.repository.ts';
export {
  findVoicebotUsageSummary,
  listRecentVoiceSessions,
  listVoicebotUsageDays,
  sumVoicebotActions,
  sumVoicebotSessions,
  type VoicebotActionTotals,
  type VoicebotRecentSessionRow,
  type VoicebotSessionTotals,
  type VoicebotUsageDayRow,
  type VoicebotUsagePeriod,
} from './repositories/voicebot-usage.repository.ts';
export {
  countVoicebotChunks,
  countVoicebotChunksByFile,
  deleteOrphanedVoicebotKnowledge,
  deleteVoicebotRows,
  findLatestVoicebotIndexRun,
  findVoicebotIndexRun,
  findVoicebotOwner,
  findVoicebotProfile,
  insertVoicebotIndexRun,
  insertVoicebotOwner,
  listIdleVoicebotIds,
  listVoicebotFiles,
  lockVoicebotOwner,
  touchVoicebotOwner,
  updateVoicebotIndexRun,
  upsertVoicebotProfile,
  type VoicebotIndexRunUpdate,
  type VoicebotProfileInput,
} from './repositories/voicebots.repository.ts';
export type * from './schema.ts';
export { isUuid } from './uuid.ts';
