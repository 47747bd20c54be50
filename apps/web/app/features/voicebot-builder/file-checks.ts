import { knowledgeDocumentExtensions, knowledgeUpload } from '@phi/contracts/constants';
import { getFileExtension } from '@phi/contracts/file-name';
import { voiceValidationMessages } from '@phi/contracts/messages';

export interface RejectedFile {
  readonly name: string;
  readonly reason: string;
}

export interface SortedFiles {
  readonly accepted: readonly File[];
  readonly rejected: readonly RejectedFile[];
  /** Files skipped for their type: layout B's warning counts these. */
  readonly skippedForType: number;
}

const accepted: readonly string[] = knowledgeDocumentExtensions;

/**
 * spec: voice §5, the files a visitor drops or picks: a type outside both layouts' lists is
 * skipped ("File type .x is not supported..." for the list, layout B's warning for the count),
 * a file over 10 MB is refused ("File size exceeds 10MB limit..."). The server checks both
 * again, and the content too.
 */
export function sortChosenFiles(files: readonly File[]): SortedFiles {
  const keep: File[] = [];
  const rejected: RejectedFile[] = [];
  let skippedForType = 0;
  for (const file of files) {
    const extension = getFileExtension(file.name);
    if (!accepted.includes(extension)) {
      skippedForType += 1;
      rejected.push({
        name: file.name,
        reason: voiceValidationMessages.fileTypeNotSupported(extension || file.name),
      });
    } else if (file.size > knowledgeUpload.maxBytes) {
      rejected.push({ name: file.name, reason: voiceValidationMessages.fileTooLarge });
    } else {
      keep.push(file);
    }
  }
  return { accepted: keep, rejected, skippedForType };
}
