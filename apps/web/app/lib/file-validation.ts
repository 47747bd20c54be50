import {
  knowledgeUpload,
  knowledgeUploadLayoutBMimeTypes,
  resumeUpload,
} from '@phi/contracts/constants';
import { applicationAlertMessages, voiceValidationMessages } from '@phi/contracts/messages';
import { getFileExtension } from '@phi/contracts/public';

// The browser's checks of a chosen file, before any upload; the server checks again by content.

export interface FileFacts {
  name: string;
  size: number;
}

function hasExtension(name: string, accepted: readonly string[]): boolean {
  return accepted.includes(getFileExtension(name));
}

// spec: site-marketing-careers §5, resume file: type first, then size
export function validateResumeFile(file: FileFacts): string | null {
  if (!hasExtension(file.name, resumeUpload.acceptedExtensions)) {
    return applicationAlertMessages.invalidResumeType;
  }
  if (file.size > resumeUpload.maxBytes) {
    return applicationAlertMessages.resumeTooLarge;
  }
  return null;
}

// spec: voice §5, knowledge files of layout A (extension and 10 MB)
export function validateKnowledgeFile(file: FileFacts): string | null {
  const extension = getFileExtension(file.name);
  if (!hasExtension(file.name, knowledgeUpload.acceptedExtensions)) {
    return voiceValidationMessages.fileTypeNotSupported(extension || file.name);
  }
  if (file.size > knowledgeUpload.maxBytes) {
    return voiceValidationMessages.fileTooLarge;
  }
  return null;
}

// spec: voice §5, knowledge files of layout B (by MIME type, no size limit shown)
export function isLayoutBKnowledgeType(mimeType: string): boolean {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (knowledgeUploadLayoutBMimeTypes as readonly string[]).includes(base);
}

// spec: voice §5, layout B shows sizes in MB with 2 decimals
export function formatFileSizeMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
