import type {
  VoicebotProfileStatus,
  VoiceSessionStatus,
  VoiceSummaryKind,
  VoiceTranscriptSpeaker,
} from '@phi/contracts';
import type { Generated, GeneratedAlways } from 'kysely';
import type { DefaultNumeric, DefaultTimestamp, Json, Numeric, Timestamp } from './column-types.ts';

// spec: chat-news-admin §3 (voice-bot monitoring) and §9 (schema limits).

export interface VoiceSessionsTable {
  sessionId: Generated<string>;
  voicebotId: string;
  companyName: string;
  roomName: string;
  workerId: string;
  startTime: Timestamp;
  endTime: Timestamp | null;
  /** numeric(10,2), read as a string. */
  durationSeconds: Numeric | null;
  status: Generated<VoiceSessionStatus>;
  performanceMetrics: Json | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** Written when the session ends (docs/architecture.md#voice-transcripts). */
  summary: string | null;
  summaryKind: VoiceSummaryKind | null;
  summarisedAt: Timestamp | null;
}

/** One caller or agent line of a conversation, stored as it is spoken. */
export interface VoiceSessionTurnsTable {
  id: GeneratedAlways<number>;
  sessionId: string;
  speaker: VoiceTranscriptSpeaker;
  content: string;
  spokenAt: Timestamp;
  createdAt: DefaultTimestamp;
}

export interface VoicebotProfilesTable {
  voicebotId: string;
  companyName: string;
  description: string | null;
  status: Generated<VoicebotProfileStatus>;
  livekitInstance: Generated<string>;
  configuration: Json | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface VoicebotMetricsTable {
  id: GeneratedAlways<number>;
  voicebotId: string;
  sessionId: string | null;
  userId: string | null;
  actionType: string;
  actionDetails: Json | null;
  success: Generated<boolean>;
  responseTimeMs: number | null;
  tokensUsed: number | null;
  /** numeric(10,6), read as a string. */
  costUsd: Numeric | null;
  errorMessage: string | null;
  metadata: Json | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface VoicebotUsageSummariesTable {
  voicebotId: string;
  totalActions: Generated<number>;
  successfulActions: Generated<number>;
  failedActions: Generated<number>;
  totalResponseTimeMs: Generated<number>;
  totalTokensUsed: Generated<number>;
  totalCostUsd: DefaultNumeric;
  lastActivity: Timestamp | null;
  lastActionType: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
