import type { Generated, GeneratedAlways } from 'kysely';
import type { DefaultTextArray, DefaultTimestamp, Json, Timestamp } from './column-types.ts';

// Tables added to the spec's model (docs/architecture.md#data-model).

export interface RefreshTokensTable {
  id: Generated<string>;
  adminUserId: string;
  /** One login's chain of rotated tokens. */
  familyId: string;
  /** A hash of the token; the token itself is never stored. */
  tokenHash: string;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp;
  absoluteExpiresAt: Timestamp;
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  replacedBy: string | null;
}

/** One admin session: a sign-in's chain of rotated refresh tokens. */
export interface RefreshTokenFamiliesTable {
  /** The session id, the `sid` claim of its access tokens. */
  id: string;
  adminUserId: string;
  createdAt: DefaultTimestamp;
  absoluteExpiresAt: Timestamp;
  revokedAt: Timestamp | null;
  /** The last refresh; null until the first one (the session list shows createdAt then). */
  lastUsedAt: Timestamp | null;
  /** The client address key and a shortened user agent at sign-in, for the session list. */
  clientAddress: string | null;
  userAgent: string | null;
}

/** Single-use recovery codes of an admin's second factor, hashed. */
export interface AdminRecoveryCodesTable {
  id: Generated<string>;
  adminUserId: string;
  codeHash: string;
  createdAt: DefaultTimestamp;
  usedAt: Timestamp | null;
}

export type StoredFilePurpose = 'resume' | 'knowledge';

export interface StoredFilesTable {
  id: Generated<string>;
  purpose: StoredFilePurpose;
  originalName: string;
  sanitizedName: string;
  mimeType: string;
  sizeBytes: number;
  /** Lower-case hex. */
  sha256: string;
  storageKey: string;
  createdAt: DefaultTimestamp;
  /** Set with usedBy, once, when a record claims the upload. */
  usedAt: Timestamp | null;
  /** Id of the job application or knowledge document that claimed the upload. */
  usedBy: string | null;
}

export type KnowledgeDocumentSource = 'upload' | 'description' | 'site';

export interface KnowledgeDocumentsTable {
  id: Generated<string>;
  /** Null for the site's own knowledge (the chat); otherwise a company bot's id. */
  voicebotId: string | null;
  storedFileId: string | null;
  title: string;
  source: KnowledgeDocumentSource;
  createdAt: DefaultTimestamp;
  /** 'site' or the voice bot's id (a check keeps it in step with voicebotId). */
  collection: string;
  /** Unique within the collection: a site path, `job:{id}`, a stored file's id... */
  documentKey: string;
  /** Where a visitor reads it: a site path or an article's URL. */
  path: string | null;
  /** sha256 of what was indexed; an unchanged document is not indexed again. */
  contentHash: string | null;
  updatedAt: DefaultTimestamp;
}

export interface KnowledgeChunksTable {
  id: Generated<string>;
  documentId: string;
  chunkIndex: number;
  content: string;
  /** Title weight A, heading path B, content C (knowledge_search_vector), made by Postgres. */
  tsv: GeneratedAlways<string>;
  createdAt: DefaultTimestamp;
  /** The document's collection (a composite foreign key keeps them equal). */
  collection: string;
  /** The document's title, copied so the generated tsv can weigh it. */
  title: Generated<string>;
  headingPath: DefaultTextArray;
  embedding: number[] | null;
  embeddingModel: string | null;
}

/** A collection's size, for weighing a question's words by rarity. */
export interface KnowledgeCollectionsTable {
  collection: string;
  chunkCount: number;
  updatedAt: DefaultTimestamp;
}

/** How many chunks of a collection hold each stemmed word (its tsvector lexemes). */
export interface KnowledgeLexemesTable {
  collection: string;
  lexeme: string;
  chunkCount: number;
}

/** Each collection's words, for correcting typos in a question (trigram index on term). */
export interface KnowledgeTermsTable {
  collection: string;
  term: string;
  /** How many chunks of the collection hold the word. */
  chunkCount: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  adminUserId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Json | null;
  after: Json | null;
  createdAt: DefaultTimestamp;
}

export interface SeedHistoryTable {
  name: string;
  appliedAt: DefaultTimestamp;
}
