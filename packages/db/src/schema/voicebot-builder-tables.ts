import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, JsonValue } from './column-types.ts';

// The voice bot builder's own tables (docs/architecture.md#voice), beside the spec's
// voicebot_profiles.

export interface VoicebotOwnersTable {
  voicebotId: string;
  /** sha256 (hex) of the owner key; the key itself is never stored. */
  ownerKeyHash: string;
  createdAt: DefaultTimestamp;
  /** Last upload, index, question or token: a bot idle for 30 days is deleted. */
  lastUsedAt: DefaultTimestamp;
}

export type VoicebotIndexRunState = 'waiting' | 'running' | 'completed' | 'failed';

export interface VoicebotIndexRunsTable {
  id: Generated<string>;
  voicebotId: string;
  state: Generated<VoicebotIndexRunState>;
  /** The bot's files plus its description, when it has one. */
  documentsTotal: Generated<number>;
  documentsProcessed: Generated<number>;
  filesCount: Generated<number>;
  chunksCount: Generated<number>;
  /** [{ file_name, error }] of documents that could not be read. */
  skipped: ColumnType<Exclude<JsonValue, null>, string | undefined, string>;
  error: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
