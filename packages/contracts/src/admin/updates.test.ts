import { describe, expect, it } from 'vitest';
import { applicationUpdateSchema } from './applications.ts';
import { contactUpdateSchema } from './contacts.ts';

describe('contactUpdateSchema (spec: chat-news-admin §5 and §7)', () => {
  it('requires status, priority and source with the spec messages', () => {
    const result = contactUpdateSchema.safeParse({ status: '', priority: '', source: '' });
    expect(
      Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []),
    ).toEqual({
      status: 'Status is required',
      priority: 'Priority is required',
      source: 'Source is required',
    });
  });

  it('stores an empty assignee, notes or date as null', () => {
    expect(
      contactUpdateSchema.parse({
        status: 'contacted',
        priority: 'high',
        source: 'referral',
        notes: '',
        assignedTo: '',
        lastContactedAt: '',
      }),
    ).toEqual({
      status: 'contacted',
      priority: 'high',
      source: 'referral',
      notes: null,
      assignedTo: null,
      lastContactedAt: null,
    });
  });

  it('accepts contact assignees only', () => {
    const base = { status: 'new', priority: 'low', source: 'other' };
    expect(contactUpdateSchema.parse({ ...base, assignedTo: 'support' }).assignedTo).toBe(
      'support',
    );
    expect(contactUpdateSchema.safeParse({ ...base, assignedTo: 'recruiter' }).success).toBe(false);
  });
});

describe('applicationUpdateSchema (spec: chat-news-admin §5 and §7)', () => {
  it('requires status and priority with the spec messages', () => {
    const result = applicationUpdateSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Status is required',
      'Priority is required',
    ]);
  });

  it('takes a rating of 0 (none) to 5 and an ISO interview date', () => {
    const base = { status: 'interviewing', priority: 'medium' };
    expect(applicationUpdateSchema.parse(base).rating).toBe(0);
    expect(applicationUpdateSchema.safeParse({ ...base, rating: 6 }).success).toBe(false);
    expect(applicationUpdateSchema.safeParse({ ...base, rating: 2.5 }).success).toBe(false);
    expect(
      applicationUpdateSchema.parse({ ...base, interviewDate: '2025-07-01T09:30:00.000Z' })
        .interviewDate,
    ).toBe('2025-07-01T09:30:00.000Z');
    expect(applicationUpdateSchema.safeParse({ ...base, interviewDate: 'tomorrow' }).success).toBe(
      false,
    );
  });
});
