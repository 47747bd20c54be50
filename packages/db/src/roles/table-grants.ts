// Least privilege in PostgreSQL (docs/architecture.md#database-roles): what each deployable may
// do with each table, derived from the queries its bundle really contains (its own code, the
// @phi/db repositories and @phi/domain/@phi/knowledge functions it calls). The migration role
// owns every table and needs no entry. A table missing here is a failing test
// (packages/db/src/roles/apply-roles.test.ts), so a new migration cannot forget its grants.

export const applicationServices = [
  'public-api',
  'admin-api',
  'news-worker',
  'voice-agent',
] as const;
export type ApplicationService = (typeof applicationServices)[number];

export type TablePrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** Privileges per service on one table; a service left out gets none. */
export type TableGrants = Partial<Record<ApplicationService, readonly TablePrivilege[]>>;

const read: readonly TablePrivilege[] = ['SELECT'];
const readInsert: readonly TablePrivilege[] = ['SELECT', 'INSERT'];
const readDelete: readonly TablePrivilege[] = ['SELECT', 'DELETE'];
const readWrite: readonly TablePrivilege[] = ['SELECT', 'INSERT', 'UPDATE'];
const all: readonly TablePrivilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

export const tableGrants: Readonly<Record<string, TableGrants>> = {
  // Kysely's ledger and the seed's: written only by the migration role.
  kysely_migration: {},
  kysely_migration_lock: {},
  seed_history: {},
  // The spec's original users table: nothing queries it today.
  users: {},

  // Staff accounts and sessions: admin-api only (the public API must never read them).
  admin_users: { 'admin-api': readWrite },
  admin_recovery_codes: { 'admin-api': all },
  refresh_tokens: { 'admin-api': readWrite },
  refresh_token_families: { 'admin-api': readWrite },
  audit_log: { 'admin-api': readInsert },

  // Site content: staff edit, the site reads, the site indexer (worker) reads.
  jobs: { 'public-api': read, 'admin-api': all, 'news-worker': read },
  blog_posts: { 'public-api': read, 'admin-api': read, 'news-worker': read },

  // Visitors' submissions: the site inserts, staff read and update (status, notes).
  contacts: { 'public-api': readInsert, 'admin-api': ['SELECT', 'UPDATE'] },
  job_applications: { 'public-api': readInsert, 'admin-api': ['SELECT', 'UPDATE'] },
  // Uploads (résumés, voicebot files): the site stores, staff download, the worker sweeps.
  stored_files: {
    'public-api': all,
    'admin-api': read,
    'news-worker': ['SELECT', 'UPDATE', 'DELETE'],
  },

  // News: the worker fetches and prunes, staff manage sources and pins, the site reads.
  news_sources: { 'public-api': read, 'admin-api': all, 'news-worker': ['SELECT', 'UPDATE'] },
  news_articles: { 'public-api': read, 'admin-api': ['SELECT', 'UPDATE'], 'news-worker': all },
  news_fetch_logs: { 'admin-api': read, 'news-worker': all },

  // Retrieval: the worker indexes; chat, RAG and voice search; a deleted voicebot takes its
  // collection with it (public-api, owner key) or expires (worker).
  knowledge_documents: { 'public-api': readDelete, 'news-worker': all, 'voice-agent': read },
  knowledge_chunks: { 'public-api': readDelete, 'news-worker': all, 'voice-agent': read },
  knowledge_collections: {
    'public-api': readDelete,
    'news-worker': all,
    'voice-agent': read,
  },
  knowledge_lexemes: { 'public-api': readDelete, 'news-worker': all, 'voice-agent': read },
  knowledge_terms: { 'public-api': readDelete, 'news-worker': all, 'voice-agent': read },

  // Voicebot builder: owners work through the public API, the worker indexes and expires bots,
  // the agent loads a bot's profile, staff look.
  voicebot_profiles: {
    'public-api': all,
    'admin-api': read,
    'news-worker': readDelete,
    'voice-agent': read,
  },
  // Deleting a bot's rows locks its owner row first (select ... for update), which takes UPDATE.
  voicebot_owners: {
    'public-api': all,
    'admin-api': read,
    'news-worker': ['SELECT', 'UPDATE', 'DELETE'],
  },
  voicebot_index_runs: { 'public-api': readWrite, 'news-worker': ['SELECT', 'UPDATE'] },

  // Voice sessions and usage: the agent records, the site shows an owner's usage, staff look,
  // the worker applies retention.
  voice_sessions: {
    'public-api': read,
    'admin-api': read,
    'news-worker': ['SELECT', 'UPDATE', 'DELETE'],
    'voice-agent': readWrite,
  },
  voice_session_turns: {
    // The owner's transcript route (GET /api/rag/voicebots/{id}/sessions/{sessionId}/transcript).
    'public-api': read,
    'admin-api': read,
    'news-worker': readDelete,
    'voice-agent': readInsert,
  },
  voicebot_metrics: { 'public-api': read, 'admin-api': read, 'voice-agent': readInsert },
  voicebot_usage_summaries: { 'public-api': read, 'admin-api': read, 'voice-agent': readWrite },

  // Voice demo businesses: the agent books, staff look at the bookings.
  hospital_clinicians: { 'admin-api': read, 'voice-agent': read },
  hospital_clinic_hours: { 'admin-api': read, 'voice-agent': read },
  hospital_appointments: { 'admin-api': read, 'voice-agent': readInsert },
  // A booking locks its room type (select ... for update), which takes UPDATE.
  hotel_room_types: { 'admin-api': read, 'voice-agent': ['SELECT', 'UPDATE'] },
  hotel_bookings: { 'admin-api': read, 'voice-agent': readInsert },
  restaurant_menu_items: { 'admin-api': read, 'voice-agent': read },
  restaurant_orders: { 'admin-api': read, 'voice-agent': readInsert },
  restaurant_order_items: { 'admin-api': read, 'voice-agent': readInsert },

  // Monitoring: the site records, staff read, the worker prunes.
  // (A DELETE or UPDATE with a WHERE clause also needs SELECT on the columns it tests.)
  monitoring_events: { 'public-api': ['INSERT'], 'admin-api': read, 'news-worker': readDelete },
  monitoring_errors: { 'public-api': ['INSERT'], 'admin-api': read, 'news-worker': readDelete },
  monitoring_web_vitals: { 'public-api': ['INSERT'], 'admin-api': read, 'news-worker': readDelete },
};
