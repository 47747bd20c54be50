import { resumeFileTypeLabels, unknownFileTypeLabel } from '@phi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { describeResumeFile, typeForPreview } from './resume-file.ts';

// spec: chat-news-admin §2, resume viewer type labels and previews
describe('describeResumeFile', () => {
  it('labels each known type and picks its preview', () => {
    expect(describeResumeFile('cv.PDF')).toEqual({
      fileName: 'cv.PDF',
      extension: 'pdf',
      typeLabel: resumeFileTypeLabels.pdf,
      previewKind: 'pdf',
    });
    expect(describeResumeFile('photo.webp')).toMatchObject({
      typeLabel: resumeFileTypeLabels.webp,
      previewKind: 'image',
    });
    expect(describeResumeFile('cv.docx')).toMatchObject({
      typeLabel: resumeFileTypeLabels.docx,
      previewKind: 'none',
    });
    expect(describeResumeFile('notes.txt').typeLabel).toBe(resumeFileTypeLabels.txt);
    expect(describeResumeFile('archive.zip').typeLabel).toBe(unknownFileTypeLabel);
    expect(describeResumeFile('README')).toMatchObject({ extension: '', previewKind: 'none' });
  });

  it('types a blob for its preview', () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/octet-stream' });
    expect(typeForPreview(blob, 'pdf').type).toBe('application/pdf');
    expect(typeForPreview(blob, 'docx')).toBe(blob);
  });
});
