import { describe, expect, it } from 'vitest';
import { buildRecentActivity } from './recent-activity.ts';

const at = (day: number) => `2025-06-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('buildRecentActivity (spec: chat-news-admin §7 and §9)', () => {
  it('merges up to 3 contacts and 2 applications, newest first', () => {
    const contacts = [1, 2, 3, 4, 5].map((day) => ({
      id: `c${day}`,
      name: `Lead ${day}`,
      company: 'Acme',
      service: null,
      createdAt: at(day),
      status: 'new' as const,
    }));
    const applications = [10, 11, 12].map((day) => ({
      id: `a${day}`,
      jobTitle: 'ML Engineer',
      createdAt: at(day),
      status: 'reviewing' as const,
    }));
    const activity = buildRecentActivity(contacts, applications);
    expect(activity).toHaveLength(5);
    expect(activity.filter((item) => item.type === 'contact')).toHaveLength(3);
    expect(activity.map((item) => item.id)).toEqual([
      'application-a11',
      'application-a10',
      'contact-c3',
      'contact-c2',
      'contact-c1',
    ]);
    expect(activity[2]).toMatchObject({ title: 'New inquiry from Lead 3', description: 'Acme' });
  });
});
