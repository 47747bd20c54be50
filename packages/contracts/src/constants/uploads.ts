const MB = 1024 * 1024;

// spec: site-marketing-careers §5 and §9 (resume upload)
export const resumeUpload = {
  maxBytes: 5 * MB,
  acceptedExtensions: ['.pdf', '.docx', '.txt'],
  acceptedMimeTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  /** Value of the `resumeUrl` field when no resume was attached. */
  noResumeUrl: 'No resume uploaded',
} as const;

// spec: site-marketing-careers §4 and §9, upload progress
export const uploadProgress = {
  stepPercent: 10,
  intervalMs: 200,
  capPercent: 90,
  donePercent: 100,
} as const;

// spec: voice §5 (knowledge files, layout A)
export const knowledgeUpload = {
  maxBytes: 10 * MB,
  acceptedExtensions: ['.pdf', '.docx', '.txt', '.md'],
  maxFilesPerUpload: 20,
} as const;

// spec: voice §5 (knowledge files, layout B accepted types)
export const knowledgeUploadLayoutBMimeTypes = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
  'application/json',
  'application/xml',
  'text/html',
] as const;

// spec: voice §5, what a knowledge document may be: layout A's .pdf, .docx, .txt and .md plus
// layout B's csv, json, xml and html. Layout B's msword (.doc, a binary format) is not readable.
export const knowledgeDocumentExtensions = [
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  '.csv',
  '.json',
  '.xml',
  '.html',
] as const;
export type KnowledgeDocumentExtension = (typeof knowledgeDocumentExtensions)[number];

// Ours, not the spec's (layout B shows no limit, layout A only 10 MB a file): what one voice bot
// may hold in all, whichever builder layout sends the files (docs/architecture.md#voice).
export const voicebotFileLimits = {
  maxFilesPerBot: 20,
  maxTotalBytesPerBot: 50 * MB,
} as const;

// spec: voice §5 (file-name sanitiser)
export const unnamedFileName = 'unnamed_file';
export const defaultFileExtension = '.txt';

// spec: chat-news-admin §2 (resume viewer)
export const resumePreviewImageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
