import {
  adminJobResponseSchema,
  adminUserResponseSchema,
  applicationEditConflictSchema,
  applicationUpdateResponseSchema,
  contactEditConflictSchema,
  contactUpdateResponseSchema,
  jobEditConflictSchema,
} from '@phi/contracts/admin';
import { errorCatalog } from '@phi/contracts/errors';
import { listAuditEntriesFor } from '@phi/db';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInAdmin, useSignedInAdmin } from './admin-fixtures.ts';

// Edits carry the version they started from; a save from an older copy is refused with the
// current record (docs/architecture.md#departures).
const ctx = useSignedInAdmin();
let colleague: SignedInAdmin;
let contactId: string;
let applicationId: string;

beforeAll(async () => {
  const created = await ctx.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: ctx.admin.headers,
    payload: {
      username: 'colleague',
      email: 'colleague@example.test',
      password: 'colleague pass 123',
    },
  });
  expect(created.statusCode, created.payload).toBe(201);
  adminUserResponseSchema.parse(created.json());
  colleague = await signInAdmin(ctx.testApp, {
    username: 'colleague',
    password: 'colleague pass 123',
  });
});

beforeEach(async () => {
  const db = ctx.testDb.db;
  await db.deleteFrom('auditLog').execute();
  await db.deleteFrom('contacts').execute();
  await db.deleteFrom('jobApplications').execute();
  ({ id: contactId } = await db
    .insertInto('contacts')
    .values({
      name: 'Ada Lovelace',
      email: 'ada@engines.example',
      message: 'We need a voice agent.',
      notes: 'First call booked',
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: applicationId } = await db
    .insertInto('jobApplications')
    .values({
      jobId: null,
      personalInfo: JSON.stringify({ name: 'Marie Curie', email: 'marie@radium.example' }),
      experience: '[]',
      education: '[]',
      coverLetter: 'Hello',
      resumeUrl: 'No resume uploaded',
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});

function put(admin: SignedInAdmin, path: string, payload: object) {
  return ctx.testApp.app.inject({ method: 'PUT', url: path, headers: admin.headers, payload });
}

const contactEdit = { status: 'contacted', priority: 'medium', source: 'contact_form' };

describe('PUT /api/admin/contacts/{id} with the version it started from', () => {
  it('saves from the current version and raises it by one', async () => {
    const response = await put(ctx.admin, `/api/admin/contacts/${contactId}`, {
      ...contactEdit,
      notes: 'Sent the proposal',
      version: 1,
    });
    expect(response.statusCode, response.payload).toBe(200);
    const { contact } = contactUpdateResponseSchema.parse(response.json());
    expect(contact).toMatchObject({ notes: 'Sent the proposal', version: 2 });
  });

  it('refuses the second of two saves from the same copy with 409 and the newer record', async () => {
    const first = await put(colleague, `/api/admin/contacts/${contactId}`, {
      ...contactEdit,
      notes: 'Colleague: budget approved',
      assignedTo: 'sales',
      version: 1,
    });
    expect(first.statusCode, first.payload).toBe(200);

    const stale = await put(ctx.admin, `/api/admin/contacts/${contactId}`, {
      ...contactEdit,
      notes: 'Mine: waiting for an answer',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const conflict = contactEditConflictSchema.parse(stale.json());
    expect(conflict.code).toBe('EDIT_CONFLICT');
    expect(conflict.error).toBe(errorCatalog.EDIT_CONFLICT.message);
    expect(conflict.current).toMatchObject({
      id: contactId,
      notes: 'Colleague: budget approved',
      assignedTo: 'sales',
      version: 2,
    });

    // Nothing of the refused save was written, and only the colleague's save was audited.
    const stored = await ctx.testDb.db
      .selectFrom('contacts')
      .select(['notes', 'assignedTo', 'version'])
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      notes: 'Colleague: budget approved',
      assignedTo: 'sales',
      version: 2,
    });
    const trail = await listAuditEntriesFor(ctx.testDb.db, 'contact', contactId);
    expect(trail.map((entry) => entry.adminUserId)).toEqual([colleague.id]);

    // Merged and saved again from the newer version: it applies.
    const merged = await put(ctx.admin, `/api/admin/contacts/${contactId}`, {
      ...contactEdit,
      notes: 'Colleague: budget approved. Mine: waiting for an answer',
      assignedTo: 'sales',
      version: conflict.current.version,
    });
    expect(merged.statusCode, merged.payload).toBe(200);
    expect(contactUpdateResponseSchema.parse(merged.json()).contact).toMatchObject({
      notes: 'Colleague: budget approved. Mine: waiting for an answer',
      version: 3,
    });
  });

  it('answers 404 for a contact that does not exist, whatever the version', async () => {
    const response = await put(
      ctx.admin,
      '/api/admin/contacts/00000000-0000-4000-8000-000000000000',
      {
        ...contactEdit,
        version: 1,
      },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a version that is not a positive whole number', async () => {
    const response = await put(ctx.admin, `/api/admin/contacts/${contactId}`, {
      ...contactEdit,
      version: 0,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/applications/{id} with the version it started from', () => {
  it('refuses a save from an older copy with 409 and the newer application', async () => {
    const edit = { status: 'reviewing', priority: 'high', rating: 3 };
    const first = await put(colleague, `/api/admin/applications/${applicationId}`, {
      ...edit,
      assignedTo: 'recruiter',
      version: 1,
    });
    expect(first.statusCode, first.payload).toBe(200);
    expect(applicationUpdateResponseSchema.parse(first.json()).application.version).toBe(2);

    const stale = await put(ctx.admin, `/api/admin/applications/${applicationId}`, {
      ...edit,
      notes: 'Strong portfolio',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const conflict = applicationEditConflictSchema.parse(stale.json());
    expect(conflict.current).toMatchObject({ assignedTo: 'recruiter', notes: null, version: 2 });
  });
});

describe('PUT /api/admin/jobs/{id} with the version it started from', () => {
  it('refuses a save from an older copy with 409 and the newer posting', async () => {
    const form = {
      title: 'Voice AI Engineer',
      location: 'Remote',
      type: 'Full Time',
      description: 'Build voice agents.',
      requirements: ['TypeScript'],
      isActive: true,
    };
    const created = await ctx.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: ctx.admin.headers,
      payload: form,
    });
    expect(created.statusCode, created.payload).toBe(201);
    const { job } = adminJobResponseSchema.parse(created.json());
    expect(job.version).toBe(1);

    const first = await put(colleague, `/api/admin/jobs/${job.id}`, {
      ...form,
      location: 'Nottingham, UK',
      version: 1,
    });
    expect(first.statusCode, first.payload).toBe(200);
    expect(adminJobResponseSchema.parse(first.json()).job.version).toBe(2);

    const stale = await put(ctx.admin, `/api/admin/jobs/${job.id}`, {
      ...form,
      title: 'Senior Voice AI Engineer',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(jobEditConflictSchema.parse(stale.json()).current).toMatchObject({
      title: 'Voice AI Engineer',
      location: 'Nottingham, UK',
      version: 2,
    });
  });
});
