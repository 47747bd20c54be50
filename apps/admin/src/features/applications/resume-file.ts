import { resumePreviewImageExtensions } from '@phi/contracts';
import { describeResumeFileType } from '@phi/contracts/messages';

export type ResumePreviewKind = 'pdf' | 'image' | 'none';

// What the browser needs to render a preview; anything else is downloaded.
const previewMimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface ResumeFileInfo {
  fileName: string;
  extension: string;
  typeLabel: string;
  previewKind: ResumePreviewKind;
}

/** spec: chat-news-admin §2 (resume viewer), name, type label, extension and preview kind. */
export function describeResumeFile(fileName: string): ResumeFileInfo {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const isImage = (resumePreviewImageExtensions as readonly string[]).includes(extension);
  return {
    fileName,
    extension,
    typeLabel: describeResumeFileType(extension),
    previewKind: extension === 'pdf' ? 'pdf' : isImage ? 'image' : 'none',
  };
}

/** The blob typed for its preview, so the frame or image renders it whatever the server sent. */
export function typeForPreview(blob: Blob, extension: string): Blob {
  const type = previewMimeTypes[extension];
  return type && blob.type !== type ? new Blob([blob], { type }) : blob;
}
