import { describe, expect, it } from 'vitest';
import {
  formatFileSizeMb,
  isLayoutBKnowledgeType,
  validateKnowledgeFile,
  validateResumeFile,
} from './file-validation.ts';

const MB = 1024 * 1024;

describe('validateResumeFile (spec: site-marketing-careers §5)', () => {
  it('accepts pdf, docx and txt up to 5 MB', () => {
    expect(validateResumeFile({ name: 'cv.pdf', size: 5 * MB })).toBeNull();
    expect(validateResumeFile({ name: 'CV.DOCX', size: 1 })).toBeNull();
    expect(validateResumeFile({ name: 'cv.txt', size: 1 })).toBeNull();
  });

  it('checks the type before the size', () => {
    expect(validateResumeFile({ name: 'cv.doc', size: 1 })).toBe(
      'Please upload a PDF, DOCX, or TXT file',
    );
    expect(validateResumeFile({ name: 'cv.exe', size: 50 * MB })).toBe(
      'Please upload a PDF, DOCX, or TXT file',
    );
    expect(validateResumeFile({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe(
      'File size must be less than 5MB',
    );
  });
});

describe('validateKnowledgeFile (spec: voice §5, layout A)', () => {
  it('accepts pdf, docx, txt and md up to 10 MB', () => {
    expect(validateKnowledgeFile({ name: 'notes.md', size: 10 * MB })).toBeNull();
  });

  it('names the refused extension', () => {
    expect(validateKnowledgeFile({ name: 'sheet.xlsx', size: 1 })).toBe(
      'File type .xlsx is not supported. Please upload PDF, DOCX, TXT, or MD files.',
    );
    expect(validateKnowledgeFile({ name: 'big.pdf', size: 10 * MB + 1 })).toBe(
      'File size exceeds 10MB limit. Please choose a smaller file.',
    );
  });
});

describe('layout B types and sizes (spec: voice §5)', () => {
  it('accepts the listed MIME types only', () => {
    expect(isLayoutBKnowledgeType('application/msword')).toBe(true);
    expect(isLayoutBKnowledgeType('text/csv; charset=utf-8')).toBe(true);
    expect(isLayoutBKnowledgeType('image/png')).toBe(false);
  });

  it('shows sizes in MB with 2 decimals', () => {
    expect(formatFileSizeMb(1.5 * MB)).toBe('1.50 MB');
  });
});
