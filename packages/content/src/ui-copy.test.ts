import { describe, expect, it } from 'vitest';
import { applicationFormCopy } from './ui-copy.ts';

describe('application form copy', () => {
  it('states the resume rules the API enforces', () => {
    expect(applicationFormCopy.resumeHint).toBe('PDF, DOCX or TXT, up to 5 MB.');
  });
});
