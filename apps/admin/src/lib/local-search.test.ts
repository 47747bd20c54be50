import type { AdminApplication, AdminContact } from '@phi/contracts/admin';
import { describe, expect, it } from 'vitest';
import {
  matchesApplicationSearch,
  matchesContactSearch,
  matchesJobSearch,
} from './local-search.ts';

describe('matchesJobSearch (spec: chat-news-admin §2)', () => {
  const job = {
    id: '1',
    title: 'ML Engineer',
    location: 'Remote',
    type: 'Contract' as const,
    description: 'secret word',
    requirements: [],
    isActive: true,
    createdAt: '2025-01-01T00:00:00Z',
  };
  it('searches title, location and type only', () => {
    expect(matchesJobSearch(job, 'engineer')).toBe(true);
    expect(matchesJobSearch(job, 'REMOTE')).toBe(true);
    expect(matchesJobSearch(job, 'contract')).toBe(true);
    expect(matchesJobSearch(job, 'secret')).toBe(false);
    expect(matchesJobSearch(job, '  ')).toBe(true);
  });
});

describe('matchesContactSearch and matchesApplicationSearch (spec: chat-news-admin §5)', () => {
  it('search the contact by name, e-mail and company', () => {
    const contact = { name: 'Ada Lovelace', email: 'ada@example.test', company: null };
    expect(matchesContactSearch(contact as AdminContact, 'LOVE')).toBe(true);
    expect(matchesContactSearch(contact as AdminContact, 'example.test')).toBe(true);
    expect(matchesContactSearch(contact as AdminContact, 'acme')).toBe(false);
  });

  it('search the application by job title and the candidate in its personal info', () => {
    const application = {
      jobTitle: 'ML Engineer',
      personalInfo: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email: 'g@x.test' }),
    };
    expect(matchesApplicationSearch(application as AdminApplication, 'grace hopper')).toBe(true);
    expect(matchesApplicationSearch(application as AdminApplication, 'engineer')).toBe(true);
    expect(matchesApplicationSearch(application as AdminApplication, 'cobol')).toBe(false);
  });
});
