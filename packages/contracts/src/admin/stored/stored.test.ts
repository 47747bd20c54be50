import { describe, expect, it } from 'vitest';
import { storedModelLimits } from '../../constants.ts';
import { adminUserSchema } from '../auth.ts';
import { newsSourcePatchSchema } from '../news-sources.ts';
import { adminUserInsertSchema, adminUserPatchSchema } from './admin-users.ts';
import { blogPostInsertSchema } from './blog-posts.ts';
import { contactInsertSchema, contactPatchSchema } from './contacts.ts';
import { jobApplicationInsertSchema, jobApplicationPatchSchema } from './job-applications.ts';
import { jobInsertSchema, jobPatchSchema } from './jobs.ts';
import { voiceSessionInsertSchema } from './voice-sessions.ts';
import { voicebotProfilePatchSchema } from './voicebot-profiles.ts';
import { voicebotUsageSummaryPatchSchema } from './voicebot-usage-summaries.ts';

const stamps = {
  id: '5b0f0b8e-8b5e-4c43-9d0c-0b3c8a0f5e11',
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-01-11T09:00:00.000Z',
};

const job = {
  title: 'Machine Learning Engineer',
  location: 'Nottingham, UK',
  description: 'Build speech models.',
};

const contact = { name: 'Ada Lovelace', email: 'ada@example.test', message: 'Hello' };

const application = {
  jobId: null,
  personalInfo: JSON.stringify({ name: 'Ada', email: 'ada@example.test' }),
  experience: '[]',
  education: '[]',
  coverLetter: 'I would like to join.',
  resumeUrl: '/api/admin/files/1',
};

const admin = {
  username: 'editor',
  email: 'editor@example.test',
  password: 'correct horse battery',
};

// spec: chat-news-admin §3, "Insert variants of the schemas omit id and timestamps"
describe('insert variants', () => {
  it('leave id and timestamps out and fill the stored defaults', () => {
    expect(jobInsertSchema.parse({ ...job, ...stamps })).toEqual({
      ...job,
      type: 'Full Time',
      requirements: [],
      isActive: true,
    });
    expect(contactInsertSchema.parse({ ...contact, ...stamps })).toEqual({
      ...contact,
      status: 'new',
      priority: 'medium',
      source: 'contact_form',
    });
    const stored = jobApplicationInsertSchema.parse({ ...application, ...stamps });
    expect(stored).not.toHaveProperty('id');
    expect(stored).not.toHaveProperty('createdAt');
    expect(stored).not.toHaveProperty('updatedAt');
    expect(stored).toMatchObject({ status: 'new', priority: 'medium', rating: 0, skills: [] });
  });

  it('require the required columns', () => {
    const result = jobInsertSchema.safeParse({ title: ' ', location: 'Leeds' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Job title is required',
      'Job description is required',
    ]);
    expect(blogPostInsertSchema.safeParse({ title: 'A post' }).success).toBe(false);
  });

  it('refuse values outside the enumerations', () => {
    expect(jobInsertSchema.safeParse({ ...job, type: 'Temporary' }).success).toBe(false);
    expect(contactInsertSchema.safeParse({ ...contact, status: 'archived' }).success).toBe(false);
    expect(contactInsertSchema.safeParse({ ...contact, assignedTo: 'recruiter' }).success).toBe(
      false,
    );
    expect(jobApplicationInsertSchema.safeParse({ ...application, status: 'hired' }).success).toBe(
      false,
    );
    expect(adminUserInsertSchema.safeParse({ ...admin, role: 'superuser' }).success).toBe(false);
  });

  it('keep JSON-encoded application fields as text and refuse text that is not JSON', () => {
    expect(jobApplicationInsertSchema.parse(application).personalInfo).toBe(
      application.personalInfo,
    );
    const result = jobApplicationInsertSchema.safeParse({ ...application, experience: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['experience']);
  });

  it('hold the spec schema limits of the voice tables', () => {
    const session = {
      voicebotId: 'voicebot_acme',
      companyName: 'Acme',
      roomName: 'company_room_1',
      workerId: 'worker-1',
      startTime: '2025-01-10T09:00:00.000Z',
    };
    expect(voiceSessionInsertSchema.parse(session).status).toBe('active');
    const longId = 'v'.repeat(storedModelLimits.voicebotId + 1);
    expect(voiceSessionInsertSchema.safeParse({ ...session, voicebotId: longId }).success).toBe(
      false,
    );
    // numeric(10,2): eight integer digits at most
    expect(
      voiceSessionInsertSchema.safeParse({ ...session, durationSeconds: 99_999_999.99 }).success,
    ).toBe(true);
    expect(
      voiceSessionInsertSchema.safeParse({ ...session, durationSeconds: 100_000_000 }).success,
    ).toBe(false);
  });
});

describe('admin user variants', () => {
  it('take the password as plain input and never answer with it', () => {
    expect(adminUserInsertSchema.parse(admin)).toEqual({ ...admin, role: 'admin', isActive: true });
    expect(adminUserInsertSchema.safeParse({ ...admin, password: 'short' }).error?.issues).toEqual([
      expect.objectContaining({ message: 'Password must be at least 12 characters' }),
    ]);
    expect(Object.keys(adminUserSchema.shape)).not.toContain('password');
  });

  it('accept a password change alone', () => {
    expect(adminUserPatchSchema.parse({ password: 'a new long password' })).toEqual({
      password: 'a new long password',
    });
  });
});

// spec: chat-news-admin §3, "partial variants exist for updates"
describe('partial variants', () => {
  it('accept a subset and never fill defaults for absent fields', () => {
    expect(jobPatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(contactPatchSchema.parse({ notes: 'Called back' })).toEqual({ notes: 'Called back' });
    expect(jobApplicationPatchSchema.parse({ rating: 4 })).toEqual({ rating: 4 });
    expect(newsSourcePatchSchema.parse({ name: 'Research feed' })).toEqual({
      name: 'Research feed',
    });
    expect(jobPatchSchema.parse({})).toEqual({});
  });

  it('still check the fields that are present', () => {
    expect(jobPatchSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(contactPatchSchema.safeParse({ priority: 'urgent' }).success).toBe(false);
    expect(jobApplicationPatchSchema.safeParse({ rating: 6 }).success).toBe(false);
  });

  it('clear nullable columns with null or blank text', () => {
    expect(contactPatchSchema.parse({ notes: '', assignedTo: null })).toEqual({
      notes: null,
      assignedTo: null,
    });
  });

  it('never move a keyed voicebot row to another key', () => {
    expect(voicebotProfilePatchSchema.parse({ voicebotId: 'other', status: 'inactive' })).toEqual({
      status: 'inactive',
    });
    expect(voicebotUsageSummaryPatchSchema.parse({ voicebotId: 'other', totalActions: 3 })).toEqual(
      { totalActions: 3 },
    );
  });
});
