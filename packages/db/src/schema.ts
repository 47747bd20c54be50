import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  AdminUsersTable,
  BlogPostsTable,
  ContactsTable,
  JobApplicationsTable,
  JobsTable,
  UsersTable,
} from './schema/core-tables.ts';
import type {
  MonitoringErrorsTable,
  MonitoringEventsTable,
  MonitoringWebVitalsTable,
} from './schema/monitoring-tables.ts';
import type {
  NewsArticlesTable,
  NewsFetchLogsTable,
  NewsSourcesTable,
} from './schema/news-tables.ts';
import type {
  AdminRecoveryCodesTable,
  AuditLogTable,
  KnowledgeChunksTable,
  KnowledgeCollectionsTable,
  KnowledgeDocumentsTable,
  KnowledgeLexemesTable,
  KnowledgeTermsTable,
  RefreshTokenFamiliesTable,
  RefreshTokensTable,
  SeedHistoryTable,
  StoredFilesTable,
} from './schema/platform-tables.ts';
import type {
  HospitalAppointmentsTable,
  HospitalClinicHoursTable,
  HospitalCliniciansTable,
  HotelBookingsTable,
  HotelRoomTypesTable,
  RestaurantMenuItemsTable,
  RestaurantOrderItemsTable,
  RestaurantOrdersTable,
} from './schema/voice-demo-tables.ts';
import type {
  VoicebotIndexRunsTable,
  VoicebotOwnersTable,
} from './schema/voicebot-builder-tables.ts';
import type {
  VoicebotMetricsTable,
  VoicebotProfilesTable,
  VoicebotUsageSummariesTable,
  VoiceSessionsTable,
  VoiceSessionTurnsTable,
} from './schema/voicebot-tables.ts';

export type * from './schema/column-types.ts';
export type * from './schema/core-tables.ts';
export type * from './schema/monitoring-tables.ts';
export type * from './schema/news-tables.ts';
export type * from './schema/platform-tables.ts';
export type * from './schema/voice-demo-tables.ts';
export type * from './schema/voicebot-builder-tables.ts';
export type * from './schema/voicebot-tables.ts';

/**
 * The Kysely view of the database. Table and column names are camelCase here; the Kysely
 * instance's CamelCasePlugin maps them to the snake_case SQL names (adminUsers.isActive is
 * admin_users.is_active). schema.test.ts proves these types and the migrations agree.
 */
export interface Database {
  users: UsersTable;
  adminUsers: AdminUsersTable;
  jobs: JobsTable;
  jobApplications: JobApplicationsTable;
  contacts: ContactsTable;
  blogPosts: BlogPostsTable;
  newsSources: NewsSourcesTable;
  newsArticles: NewsArticlesTable;
  newsFetchLogs: NewsFetchLogsTable;
  voiceSessions: VoiceSessionsTable;
  voiceSessionTurns: VoiceSessionTurnsTable;
  voicebotProfiles: VoicebotProfilesTable;
  voicebotMetrics: VoicebotMetricsTable;
  voicebotUsageSummaries: VoicebotUsageSummariesTable;
  voicebotOwners: VoicebotOwnersTable;
  voicebotIndexRuns: VoicebotIndexRunsTable;
  hotelRoomTypes: HotelRoomTypesTable;
  hotelBookings: HotelBookingsTable;
  restaurantMenuItems: RestaurantMenuItemsTable;
  restaurantOrders: RestaurantOrdersTable;
  restaurantOrderItems: RestaurantOrderItemsTable;
  hospitalClinicians: HospitalCliniciansTable;
  hospitalClinicHours: HospitalClinicHoursTable;
  hospitalAppointments: HospitalAppointmentsTable;
  refreshTokens: RefreshTokensTable;
  refreshTokenFamilies: RefreshTokenFamiliesTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  storedFiles: StoredFilesTable;
  knowledgeDocuments: KnowledgeDocumentsTable;
  knowledgeChunks: KnowledgeChunksTable;
  knowledgeTerms: KnowledgeTermsTable;
  knowledgeCollections: KnowledgeCollectionsTable;
  knowledgeLexemes: KnowledgeLexemesTable;
  auditLog: AuditLogTable;
  seedHistory: SeedHistoryTable;
  monitoringWebVitals: MonitoringWebVitalsTable;
  monitoringErrors: MonitoringErrorsTable;
  monitoringEvents: MonitoringEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
export type AdminRecoveryCodeRow = Selectable<AdminRecoveryCodesTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;
export type AdminUserUpdate = Updateable<AdminUsersTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type NewJobApplication = Insertable<JobApplicationsTable>;
export type JobApplicationUpdate = Updateable<JobApplicationsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
export type ContactUpdate = Updateable<ContactsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type NewsSourceRow = Selectable<NewsSourcesTable>;
export type NewNewsSource = Insertable<NewsSourcesTable>;
export type NewsSourceUpdate = Updateable<NewsSourcesTable>;
export type NewsArticleRow = Selectable<NewsArticlesTable>;
export type NewNewsArticle = Insertable<NewsArticlesTable>;
export type NewsArticleUpdate = Updateable<NewsArticlesTable>;
export type NewsFetchLogRow = Selectable<NewsFetchLogsTable>;
export type NewNewsFetchLog = Insertable<NewsFetchLogsTable>;
export type VoiceSessionRow = Selectable<VoiceSessionsTable>;
export type NewVoiceSession = Insertable<VoiceSessionsTable>;
export type VoiceSessionUpdate = Updateable<VoiceSessionsTable>;
export type VoicebotProfileRow = Selectable<VoicebotProfilesTable>;
export type NewVoicebotProfile = Insertable<VoicebotProfilesTable>;
export type VoicebotProfileUpdate = Updateable<VoicebotProfilesTable>;
export type VoicebotMetricRow = Selectable<VoicebotMetricsTable>;
export type NewVoicebotMetric = Insertable<VoicebotMetricsTable>;
export type VoicebotUsageSummaryRow = Selectable<VoicebotUsageSummariesTable>;
export type NewVoicebotUsageSummary = Insertable<VoicebotUsageSummariesTable>;
export type VoicebotOwnerRow = Selectable<VoicebotOwnersTable>;
export type VoicebotIndexRunRow = Selectable<VoicebotIndexRunsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;
export type RefreshTokenFamilyRow = Selectable<RefreshTokenFamiliesTable>;
export type StoredFileRow = Selectable<StoredFilesTable>;
export type NewStoredFile = Insertable<StoredFilesTable>;
export type KnowledgeDocumentRow = Selectable<KnowledgeDocumentsTable>;
export type NewKnowledgeDocument = Insertable<KnowledgeDocumentsTable>;
export type KnowledgeChunkRow = Selectable<KnowledgeChunksTable>;
export type NewKnowledgeChunk = Insertable<KnowledgeChunksTable>;
export type KnowledgeTermRow = Selectable<KnowledgeTermsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
