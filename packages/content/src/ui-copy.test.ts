import { describe, expect, it } from 'vitest';
import { company } from './company.ts';
import {
  adminCopy,
  applicationFormCopy,
  formatDocumentTitle,
  formatNavGroupOverview,
} from './ui-copy.ts';

describe('ui copy', () => {
  it('ends every document title with the company name', () => {
    expect(formatDocumentTitle('Job Application')).toBe(`Job Application | ${company.name}`);
  });

  it('names the overview link of a navigation group', () => {
    expect(formatNavGroupOverview('SERVICES')).toBe('All Services');
    expect(formatNavGroupOverview('COMPANY')).toBe('All Company');
  });

  it('greets the signed-in admin by name', () => {
    expect(adminCopy.welcomeBack('admin')).toBe('Welcome back, admin');
  });

  it('states the resume rules the API enforces', () => {
    expect(applicationFormCopy.resumeHint).toBe('PDF, DOCX or TXT, up to 5 MB.');
  });
});
