import type { Database } from './schema.ts';
import type { ColumnsMatchTypes } from './table-columns.types.ts';

/**
 * A runtime copy of the table types, so a test can hold them against information_schema.
 * Each column reads `<sql type>[ null][ default]`: `null` when the column is nullable,
 * `default` when the database fills it when omitted (a default, an identity or a generated
 * column). table-columns.types.ts proves at compile time that this matches `Database` exactly.
 */
export const tableColumns = {
  users: { id: 'text default', username: 'text', password: 'text' },
  adminUsers: {
    id: 'text default',
    username: 'text',
    email: 'text',
    password: 'text',
    role: 'text default',
    isActive: 'boolean default',
    createdAt: 'timestamptz default',
    mustChangePassword: 'boolean default',
    totpSecret: 'text null',
    totpPendingSecret: 'text null',
    totpEnabledAt: 'timestamptz null',
    totpLastStep: 'integer null',
  },
  jobs: {
    id: 'text default',
    title: 'text',
    location: 'text',
    type: 'text default',
    description: 'text',
    requirements: 'text[] default',
    isActive: 'boolean default',
    createdAt: 'timestamptz default',
    version: 'integer default',
  },
  jobApplications: {
    id: 'text default',
    jobId: 'text null',
    personalInfo: 'text',
    experience: 'text',
    education: 'text',
    coverLetter: 'text',
    resumeUrl: 'text',
    skills: 'text[] default',
    status: 'text default',
    notes: 'text null',
    priority: 'text default',
    rating: 'integer default',
    assignedTo: 'text null',
    interviewDate: 'timestamptz null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
    applicantFirstName: 'text null default',
    applicantLastName: 'text null default',
    applicantName: 'text null default',
    applicantEmail: 'text null default',
    version: 'integer default',
  },
  contacts: {
    id: 'text default',
    name: 'text',
    email: 'text',
    company: 'text null',
    service: 'text null',
    message: 'text',
    status: 'text default',
    notes: 'text null',
    priority: 'text default',
    source: 'text default',
    responseTimeHours: 'integer null',
    lastContactedAt: 'timestamptz null',
    assignedTo: 'text null',
    createdAt: 'timestamptz default',
    spamReason: 'text null',
    version: 'integer default',
  },
  blogPosts: {
    id: 'text default',
    title: 'text',
    slug: 'text',
    excerpt: 'text',
    content: 'text',
    author: 'text',
    publishedAt: 'timestamptz default',
    readTime: 'integer null',
    tags: 'text[] default',
    featured: 'boolean default',
  },
  newsSources: {
    id: 'text default',
    name: 'text',
    type: 'text',
    url: 'text',
    rssUrl: 'text null',
    apiKey: 'text null',
    lastFetch: 'timestamptz null',
    status: 'text default',
    priority: 'integer default',
    createdAt: 'timestamptz default',
    etag: 'text null',
    lastModified: 'text null',
    consecutiveFailures: 'integer default',
    nextFetchAt: 'timestamptz null',
    lastSuccessAt: 'timestamptz null',
    lastError: 'text null',
  },
  newsArticles: {
    id: 'text default',
    sourceId: 'text null',
    title: 'text',
    url: 'text',
    excerpt: 'text null',
    content: 'text null',
    author: 'text null',
    publishedAt: 'timestamptz null',
    category: 'text null',
    tags: 'text[] default',
    imageUrl: 'text null',
    readTime: 'integer null',
    isFeatured: 'boolean default',
    fetchStatus: 'text default',
    createdAt: 'timestamptz default',
    urlKey: 'text',
    featuredPin: 'text default',
  },
  newsFetchLogs: {
    id: 'text default',
    sourceId: 'text null',
    status: 'text',
    articlesFound: 'integer default',
    articlesProcessed: 'integer default',
    errorMessage: 'text null',
    fetchDuration: 'integer null',
    createdAt: 'timestamptz default',
    trigger: 'text null',
    notModified: 'boolean default',
    httpStatus: 'integer null',
  },
  voiceSessions: {
    sessionId: 'text default',
    voicebotId: 'varchar(255)',
    companyName: 'varchar(500)',
    roomName: 'varchar(255)',
    workerId: 'varchar(255)',
    startTime: 'timestamptz',
    endTime: 'timestamptz null',
    durationSeconds: 'numeric(10,2) null',
    status: 'varchar(50) default',
    performanceMetrics: 'jsonb null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  voicebotProfiles: {
    voicebotId: 'varchar(255)',
    companyName: 'varchar(500)',
    description: 'text null',
    status: 'varchar(50) default',
    livekitInstance: 'varchar(100) default',
    configuration: 'jsonb null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  voicebotMetrics: {
    id: 'integer default',
    voicebotId: 'varchar(255)',
    sessionId: 'varchar(255) null',
    userId: 'varchar(255) null',
    actionType: 'varchar(100)',
    actionDetails: 'jsonb null',
    success: 'boolean default',
    responseTimeMs: 'integer null',
    tokensUsed: 'integer null',
    costUsd: 'numeric(10,6) null',
    errorMessage: 'text null',
    metadata: 'jsonb null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  voicebotUsageSummaries: {
    voicebotId: 'varchar(255)',
    totalActions: 'integer default',
    successfulActions: 'integer default',
    failedActions: 'integer default',
    totalResponseTimeMs: 'bigint default',
    totalTokensUsed: 'bigint default',
    totalCostUsd: 'numeric(14,6) default',
    lastActivity: 'timestamptz null',
    lastActionType: 'varchar(100) null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  hotelRoomTypes: {
    id: 'text',
    name: 'text',
    description: 'text',
    maxGuests: 'integer',
    nightlyRateUsd: 'numeric(10,2)',
    roomCount: 'integer',
    createdAt: 'timestamptz default',
  },
  hotelBookings: {
    id: 'text default',
    reference: 'text',
    sessionId: 'varchar(255) null',
    roomTypeId: 'text',
    guestName: 'text',
    guestPhone: 'text null',
    guests: 'integer',
    checkIn: 'timestamptz',
    checkOut: 'timestamptz',
    totalUsd: 'numeric(10,2)',
    status: 'text default',
    createdAt: 'timestamptz default',
  },
  restaurantMenuItems: {
    id: 'text',
    category: 'text',
    name: 'text',
    description: 'text',
    priceUsd: 'numeric(8,2)',
    isAvailable: 'boolean default',
    sortOrder: 'integer default',
  },
  restaurantOrders: {
    id: 'text default',
    reference: 'text',
    sessionId: 'varchar(255) null',
    customerName: 'text',
    customerPhone: 'text null',
    pickupTime: 'timestamptz',
    totalUsd: 'numeric(10,2)',
    status: 'text default',
    notes: 'text null',
    createdAt: 'timestamptz default',
  },
  restaurantOrderItems: {
    id: 'integer default',
    orderId: 'text',
    menuItemId: 'text',
    itemName: 'text',
    quantity: 'integer',
    unitPriceUsd: 'numeric(8,2)',
    notes: 'text null',
  },
  hospitalClinicians: {
    id: 'text',
    name: 'text',
    department: 'text',
    appointmentMinutes: 'integer',
  },
  hospitalClinicHours: {
    clinicianId: 'text',
    weekday: 'integer',
    startMinute: 'integer',
    endMinute: 'integer',
  },
  hospitalAppointments: {
    id: 'text default',
    reference: 'text',
    sessionId: 'varchar(255) null',
    clinicianId: 'text',
    patientName: 'text',
    patientPhone: 'text null',
    reason: 'text null',
    startsAt: 'timestamptz',
    endsAt: 'timestamptz',
    status: 'text default',
    createdAt: 'timestamptz default',
  },
  refreshTokens: {
    id: 'text default',
    adminUserId: 'text',
    familyId: 'text',
    tokenHash: 'text',
    createdAt: 'timestamptz default',
    expiresAt: 'timestamptz',
    absoluteExpiresAt: 'timestamptz',
    usedAt: 'timestamptz null',
    revokedAt: 'timestamptz null',
    replacedBy: 'text null',
  },
  refreshTokenFamilies: {
    id: 'text',
    adminUserId: 'text',
    createdAt: 'timestamptz default',
    absoluteExpiresAt: 'timestamptz',
    revokedAt: 'timestamptz null',
    lastUsedAt: 'timestamptz null',
    clientAddress: 'text null',
    userAgent: 'text null',
  },
  adminRecoveryCodes: {
    id: 'text default',
    adminUserId: 'text',
    codeHash: 'text',
    createdAt: 'timestamptz default',
    usedAt: 'timestamptz null',
  },
  voicebotOwners: {
    voicebotId: 'varchar(255)',
    ownerKeyHash: 'text',
    createdAt: 'timestamptz default',
    lastUsedAt: 'timestamptz default',
  },
  voicebotIndexRuns: {
    id: 'text default',
    voicebotId: 'varchar(255)',
    state: 'text default',
    documentsTotal: 'integer default',
    documentsProcessed: 'integer default',
    filesCount: 'integer default',
    chunksCount: 'integer default',
    skipped: 'jsonb default',
    error: 'text null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  storedFiles: {
    id: 'text default',
    purpose: 'text',
    originalName: 'text',
    sanitizedName: 'text',
    mimeType: 'text',
    sizeBytes: 'integer',
    sha256: 'text',
    storageKey: 'text',
    createdAt: 'timestamptz default',
    usedAt: 'timestamptz null',
    usedBy: 'text null',
  },
  knowledgeDocuments: {
    id: 'text default',
    voicebotId: 'varchar(255) null',
    storedFileId: 'text null',
    title: 'text',
    source: 'text',
    createdAt: 'timestamptz default',
    collection: 'text',
    documentKey: 'text',
    path: 'text null',
    contentHash: 'text null',
    updatedAt: 'timestamptz default',
  },
  knowledgeChunks: {
    id: 'text default',
    documentId: 'text',
    chunkIndex: 'integer',
    content: 'text',
    tsv: 'tsvector default',
    createdAt: 'timestamptz default',
    collection: 'text',
    title: 'text default',
    headingPath: 'text[] default',
    embedding: 'real[] null',
    embeddingModel: 'text null',
  },
  knowledgeTerms: { collection: 'text', term: 'text', chunkCount: 'integer' },
  knowledgeCollections: {
    collection: 'text',
    chunkCount: 'integer',
    updatedAt: 'timestamptz default',
  },
  knowledgeLexemes: { collection: 'text', lexeme: 'text', chunkCount: 'integer' },
  auditLog: {
    id: 'text default',
    adminUserId: 'text null',
    action: 'text',
    entityType: 'text',
    entityId: 'text null',
    before: 'jsonb null',
    after: 'jsonb null',
    createdAt: 'timestamptz default',
  },
  seedHistory: { name: 'text', appliedAt: 'timestamptz default' },
} as const satisfies { [T in keyof Database]: { [C in keyof Database[T]]: string } };

export type TableColumns = typeof tableColumns;

// Fails to compile, naming the table and column, when a description and its type disagree.
const columnsMatchTypes: ColumnsMatchTypes<Database, TableColumns> = true;
void columnsMatchTypes;

export type SqlColumnKind =
  | 'text'
  | 'varchar'
  | 'integer'
  | 'bigint'
  | 'boolean'
  | 'timestamptz'
  | 'jsonb'
  | 'numeric'
  | 'text[]'
  | 'real[]'
  | 'tsvector';

export interface ColumnDescription {
  kind: SqlColumnKind;
  /** varchar length, or numeric precision and scale. */
  length?: number;
  precision?: number;
  scale?: number;
  nullable: boolean;
  hasDefault: boolean;
}

const descriptionPattern =
  /^(text\[\]|real\[\]|text|integer|bigint|boolean|timestamptz|jsonb|tsvector|varchar\((\d+)\)|numeric\((\d+),(\d+)\))( null)?( default)?$/;

/** Reads one `<sql type>[ null][ default]` description. */
export function parseColumnDescription(description: string): ColumnDescription {
  const match = descriptionPattern.exec(description);
  if (!match?.[1]) {
    throw new Error(`Unreadable column description: ${description}`);
  }
  const [, type, length, precision, scale, nullable, hasDefault] = match;
  const kind = (
    type.startsWith('varchar') ? 'varchar' : type.startsWith('numeric') ? 'numeric' : type
  ) as SqlColumnKind;
  return {
    kind,
    ...(length ? { length: Number(length) } : {}),
    ...(precision && scale ? { precision: Number(precision), scale: Number(scale) } : {}),
    nullable: nullable !== undefined,
    hasDefault: hasDefault !== undefined,
  };
}
