import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toSqlName } from './sql-names.ts';
import { useTestDatabase } from './test-database.ts';

// spec: chat-news-admin §3, "Stored data model", transcribed with the spec's own field names,
// plus the tables added to it (docs/architecture.md#data-model). "timestamps" means createdAt
// and updatedAt.
const specModel: Record<string, string[]> = {
  users: ['id', 'username', 'password'],
  contacts: [
    'id',
    'name',
    'email',
    'company',
    'service',
    'message',
    'status',
    'notes',
    'priority',
    'source',
    'responseTimeHours',
    'lastContactedAt',
    'assignedTo',
    'createdAt',
  ],
  jobs: ['id', 'title', 'location', 'type', 'description', 'requirements', 'isActive', 'createdAt'],
  blog_posts: [
    'id',
    'title',
    'slug',
    'excerpt',
    'content',
    'author',
    'publishedAt',
    'readTime',
    'tags',
    'featured',
  ],
  news_sources: [
    'id',
    'name',
    'type',
    'url',
    'rssUrl',
    'apiKey',
    'lastFetch',
    'status',
    'priority',
    'createdAt',
  ],
  news_articles: [
    'id',
    'sourceId',
    'title',
    'url',
    'excerpt',
    'content',
    'author',
    'publishedAt',
    'category',
    'tags',
    'imageUrl',
    'readTime',
    'isFeatured',
    'fetchStatus',
    'createdAt',
  ],
  news_fetch_logs: [
    'id',
    'sourceId',
    'status',
    'articlesFound',
    'articlesProcessed',
    'errorMessage',
    'fetchDuration',
    'createdAt',
  ],
  job_applications: [
    'id',
    'jobId',
    'personalInfo',
    'experience',
    'education',
    'coverLetter',
    'resumeUrl',
    'skills',
    'status',
    'notes',
    'priority',
    'rating',
    'assignedTo',
    'interviewDate',
    'createdAt',
    'updatedAt',
  ],
  voice_sessions: [
    'sessionId',
    'voicebotId',
    'companyName',
    'roomName',
    'workerId',
    'startTime',
    'endTime',
    'durationSeconds',
    'status',
    'performanceMetrics',
    'createdAt',
    'updatedAt',
  ],
  voicebot_profiles: [
    'voicebotId',
    'companyName',
    'description',
    'status',
    'livekitInstance',
    'configuration',
    'createdAt',
    'updatedAt',
  ],
  voicebot_metrics: [
    'id',
    'voicebotId',
    'sessionId',
    'userId',
    'actionType',
    'actionDetails',
    'success',
    'responseTimeMs',
    'tokensUsed',
    'costUsd',
    'errorMessage',
    'metadata',
    'createdAt',
    'updatedAt',
  ],
  voicebot_usage_summaries: [
    'voicebotId',
    'totalActions',
    'successfulActions',
    'failedActions',
    'totalResponseTimeMs',
    'totalTokensUsed',
    'totalCostUsd',
    'lastActivity',
    'lastActionType',
    'createdAt',
    'updatedAt',
  ],
  admin_users: ['id', 'username', 'email', 'password', 'role', 'isActive', 'createdAt'],
  refresh_tokens: [
    'id',
    'adminUserId',
    'familyId',
    'tokenHash',
    'createdAt',
    'expiresAt',
    'absoluteExpiresAt',
    'usedAt',
    'revokedAt',
    'replacedBy',
  ],
  stored_files: [
    'id',
    'purpose',
    'originalName',
    'sanitizedName',
    'mimeType',
    'sizeBytes',
    'sha256',
    'storageKey',
    'createdAt',
    'usedAt',
    'usedBy',
  ],
  knowledge_documents: ['id', 'title', 'createdAt'],
  knowledge_chunks: ['id', 'documentId', 'content', 'tsv'],
  audit_log: [
    'id',
    'adminUserId',
    'action',
    'entityType',
    'entityId',
    'before',
    'after',
    'createdAt',
  ],
};

// Keys and references the spec states (§3): unique usernames, e-mails, slugs and URLs.
const specUniqueKeys = [
  ['users', 'username'],
  ['blog_posts', 'slug'],
  ['news_articles', 'url'],
  ['admin_users', 'username'],
  ['admin_users', 'email'],
  ['refresh_tokens', 'token_hash'],
  ['stored_files', 'storage_key'],
];
const specReferences = [
  ['news_articles', 'source_id', 'news_sources'],
  ['job_applications', 'job_id', 'jobs'],
  ['refresh_tokens', 'admin_user_id', 'admin_users'],
  ['knowledge_chunks', 'document_id', 'knowledge_documents'],
];
const specPrimaryKeys = [
  ['voice_sessions', 'session_id'],
  ['voicebot_profiles', 'voicebot_id'],
  ['voicebot_usage_summaries', 'voicebot_id'],
  ['voicebot_metrics', 'id'],
  ['contacts', 'id'],
];

describe('the stored model of chat-news-admin §3', () => {
  const context = useTestDatabase({ truncate: false });

  it('has every table and column the spec names', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
    `.execute(context.db.withoutPlugins());
    const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
    const missing = Object.entries(specModel).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${toSqlName(column)}`).filter((name) => !present.has(name)),
    );
    expect(missing).toEqual([]);
    expect(present.has('contacts.response_time_hours')).toBe(true);
  });

  it('has the unique keys, references and primary keys the spec states', async () => {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      constraint_type: string;
      foreign_table: string | null;
    }>`
      select tc.table_name, kcu.column_name, tc.constraint_type, ccu.table_name as foreign_table
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      left join information_schema.constraint_column_usage ccu
        on tc.constraint_type = 'FOREIGN KEY' and ccu.constraint_name = tc.constraint_name
        and ccu.table_schema = tc.table_schema
      where tc.table_schema = current_schema()
    `.execute(context.db.withoutPlugins());
    const has = (table: string, column: string, type: string, foreign?: string) =>
      rows.some(
        (row) =>
          row.table_name === table &&
          row.column_name === column &&
          row.constraint_type === type &&
          (foreign === undefined || row.foreign_table === foreign),
      );
    for (const [table, column] of specUniqueKeys) {
      expect(has(table as string, column as string, 'UNIQUE'), `${table}.${column} unique`).toBe(
        true,
      );
    }
    for (const [table, column, foreign] of specReferences) {
      expect(
        has(table as string, column as string, 'FOREIGN KEY', foreign),
        `${table}.${column} references ${foreign}`,
      ).toBe(true);
    }
    for (const [table, column] of specPrimaryKeys) {
      expect(has(table as string, column as string, 'PRIMARY KEY'), `${table}.${column} key`).toBe(
        true,
      );
    }
  });
});
