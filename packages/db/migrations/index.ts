import type { Migration } from 'kysely/migration';
import * as createCoreTables from './20261125000100_create_core_tables.ts';
import * as createNewsTables from './20261125000200_create_news_tables.ts';
import * as createVoicebotTables from './20261125000300_create_voicebot_tables.ts';
import * as createAuthFileAuditTables from './20261125000400_create_auth_file_audit_tables.ts';
import * as createKnowledgeTables from './20261125000500_create_knowledge_tables.ts';
import * as createTrigramSearchIndexes from './20261125000600_create_trigram_search_indexes.ts';
import * as createSeedHistoryTable from './20261125000700_create_seed_history_table.ts';
import * as createContactFilterGinIndex from './20261126000100_create_contact_filter_gin_index.ts';
import * as newsPipeline from './20261126000200_news_pipeline.ts';
import * as knowledgeRetrieval from './20261126000300_knowledge_retrieval.ts';
import * as keepSuspectedSpamContacts from './20261126000800_keep_suspected_spam_contacts.ts';
import * as createRefreshTokenFamilies from './20261126000900_create_refresh_token_families.ts';
import * as indexApplicantSearchFields from './20261126001000_index_applicant_search_fields.ts';
import * as addAdminMustChangePassword from './20261126001100_add_admin_must_change_password.ts';
import * as createKnowledgeStatistics from './20261126001200_create_knowledge_statistics.ts';
import * as indexKnowledgeChunksByTsv from './20261126001300_index_knowledge_chunks_by_tsv.ts';
import * as createVoicebotBuilderTables from './20261126002100_create_voicebot_builder_tables.ts';
import * as createVoiceDemoTables from './20261126002200_create_voice_demo_tables.ts';
import * as addEditVersions from './20261126002300_add_edit_versions.ts';
import * as createMonitoringTables from './20261126002400_create_monitoring_tables.ts';
import * as addAdminSecondFactorAndSessionDetails from './20261126002500_add_admin_second_factor_and_session_details.ts';
import * as createVoiceSessionTurns from './20261126003100_create_voice_session_turns.ts';
import * as keepArticleContentInline from './20261127000100_keep_article_content_inline.ts';

// An explicit list, never a directory scan: bundled services carry no migrations folder.
// Names sort in the order they must run; append new migrations at the end.
export const migrations: Record<string, Migration> = {
  '20261125000100_create_core_tables': createCoreTables,
  '20261125000200_create_news_tables': createNewsTables,
  '20261125000300_create_voicebot_tables': createVoicebotTables,
  '20261125000400_create_auth_file_audit_tables': createAuthFileAuditTables,
  '20261125000500_create_knowledge_tables': createKnowledgeTables,
  '20261125000600_create_trigram_search_indexes': createTrigramSearchIndexes,
  '20261125000700_create_seed_history_table': createSeedHistoryTable,
  '20261126000100_create_contact_filter_gin_index': createContactFilterGinIndex,
  '20261126000200_news_pipeline': newsPipeline,
  '20261126000300_knowledge_retrieval': knowledgeRetrieval,
  '20261126000800_keep_suspected_spam_contacts': keepSuspectedSpamContacts,
  '20261126000900_create_refresh_token_families': createRefreshTokenFamilies,
  '20261126001000_index_applicant_search_fields': indexApplicantSearchFields,
  '20261126001100_add_admin_must_change_password': addAdminMustChangePassword,
  '20261126001200_create_knowledge_statistics': createKnowledgeStatistics,
  '20261126001300_index_knowledge_chunks_by_tsv': indexKnowledgeChunksByTsv,
  '20261126002100_create_voicebot_builder_tables': createVoicebotBuilderTables,
  '20261126002200_create_voice_demo_tables': createVoiceDemoTables,
  '20261126002300_add_edit_versions': addEditVersions,
  '20261126002400_create_monitoring_tables': createMonitoringTables,
  '20261126002500_add_admin_second_factor_and_session_details':
    addAdminSecondFactorAndSessionDetails,
  '20261126003100_create_voice_session_turns': createVoiceSessionTurns,
  '20261127000100_keep_article_content_inline': keepArticleContentInline,
};
