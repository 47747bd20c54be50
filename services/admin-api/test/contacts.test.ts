import { contactListResponseSchema, contactUpdateResponseSchema } from '@phi/contracts/admin';
import { adminListLimits } from '@phi/contracts/constants';
import { errorBodySchema } from '@phi/contracts/errors';
import { adminListMessages } from '@phi/contracts/messages';
import { listAuditEntriesFor } from '@phi/db';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

const ctx = useSignedInAdmin();

beforeEach(async () => {
  await ctx.testDb.db.deleteFrom('auditLog').execute();
  await ctx.testDb.db.deleteFrom('contacts').execute();
  await ctx.testDb.db
    .insertInto('contacts')
    .values([
      {
        name: 'Ada Lovelace',
        email: 'ada@engines.example',
        company: 'Analytical Engines',
        message: 'We need a voice agent.',
        status: 'qualified',
        priority: 'high',
        source: 'referral',
        assignedTo: 'sales',
        createdAt: '2025-03-10T09:00:00Z',
      },
      {
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        company: 'Navy',
        message: '<script>alert(1)</script>',
        status: 'new',
        priority: 'medium',
        createdAt: '2025-03-12T09:00:00Z',
      },
      {
        name: 'Alan Turing',
        email: 'alan@bletchley.example',
        company: null,
        message: 'Hello',
        status: 'contacted',
        priority: 'low',
        source: 'other',
        assignedTo: 'support',
        createdAt: '2025-04-01T09:00:00Z',
      },
    ])
    .execute();
});

async function list(query: string) {
  const response = await ctx.testApp.app.inject({
    method: 'GET',
    url: `/api/admin/contacts${query}`,
    headers: ctx.admin.headers,
  });
  return response;
}

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.payload).toBe(200);
  return contactListResponseSchema.parse(response.json()).contacts.map((contact) => contact.name);
}

describe('GET /api/admin/contacts (spec: chat-news-admin §2 and §7)', () => {
  it('answers contacts newest first with total and totalPages', async () => {
    const response = await list('');
    const body = contactListResponseSchema.parse(response.json());
    expect(body.contacts.map((contact) => contact.name)).toEqual([
      'Alan Turing',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(body).toMatchObject({
      total: 3,
      totalPages: 1,
      isTotalCapped: false,
      page: 1,
      limit: 20,
    });
    // Stored as sent: the admin app shows it as text.
    expect(body.contacts[1]?.message).toBe('<script>alert(1)</script>');
  });

  it('filters by status, priority, source and assignee, sentinels meaning no filter', async () => {
    expect(await names('?status=qualified')).toEqual(['Ada Lovelace']);
    expect(await names('?priority=low')).toEqual(['Alan Turing']);
    expect(await names('?source=contact_form')).toEqual(['Grace Hopper']);
    expect(await names('?assignedTo=support')).toEqual(['Alan Turing']);
    expect(await names('?status=all&source=all&assignedTo=all')).toHaveLength(3);
    // A real filter (docs/architecture.md#departures): the contacts nobody took yet.
    expect(await names('?assignedTo=unassigned')).toEqual(['Grace Hopper']);
    expect(await names('?assignedTo=unassigned&status=new')).toEqual(['Grace Hopper']);
    expect(await names('?assignedTo=unassigned&status=qualified')).toEqual([]);
    expect(await names('?status=new&priority=high')).toEqual([]);
  });

  it('searches name, e-mail and company case-insensitively, wildcards taken literally', async () => {
    expect(await names('?search=LOVE')).toEqual(['Ada Lovelace']);
    expect(await names('?search=navy.exa')).toEqual(['Grace Hopper']);
    expect(await names('?search=engines')).toEqual(['Ada Lovelace']);
    expect(await names('?search=%25%25%25')).toEqual([]);
    expect(await names('?search=a_a')).toEqual([]);
  });

  it('refuses a search term under 3 characters with a clear 400', async () => {
    const response = await list('?search=ad');
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual([
      {
        path: 'search',
        message: adminListMessages.searchTooShort(adminListLimits.searchMinLength),
      },
    ]);
  });

  it('refuses a page past the counted rows with a clear 400', async () => {
    const cap = adminListLimits.totalCountCap;
    expect((await list(`?page=${cap / 20}&limit=20`)).statusCode).toBe(200);
    const response = await list(`?page=${cap / 20 + 1}&limit=20`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields).toEqual([
      { path: 'page', message: adminListMessages.pageTooDeep(cap) },
    ]);
  });

  it('applies the date range only when both ends are set, both days included', async () => {
    expect(await names('?startDate=2025-03-10&endDate=2025-03-12')).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(await names('?startDate=2025-03-11')).toHaveLength(3);
    expect((await list('?startDate=10/03/2025&endDate=2025-03-12')).statusCode).toBe(400);
  });

  it('pages with limit and page', async () => {
    const response = await list('?limit=2&page=2');
    const body = contactListResponseSchema.parse(response.json());
    expect(body.contacts.map((contact) => contact.name)).toEqual(['Ada Lovelace']);
    expect(body).toMatchObject({ total: 3, totalPages: 2, page: 2, limit: 2 });
    expect((await list('?limit=1000')).statusCode).toBe(400);
  });

  it('caps a large total instead of counting every row, and says so', async () => {
    const cap = adminListLimits.totalCountCap;
    await sql`
      insert into contacts (name, email, message)
      select 'Bulk ' || i, 'bulk' || i || '@example.test', 'x' from generate_series(1, ${cap}) i
    `.execute(ctx.testDb.db);
    const body = contactListResponseSchema.parse((await list('')).json());
    expect(body).toMatchObject({ total: cap, isTotalCapped: true, totalPages: cap / 20 });
    const exact = contactListResponseSchema.parse((await list('?status=qualified')).json());
    expect(exact).toMatchObject({ total: 1, isTotalCapped: false });
  });
});

describe('PUT /api/admin/contacts/{id}', () => {
  async function adaId(): Promise<string> {
    const row = await ctx.testDb.db
      .selectFrom('contacts')
      .select('id')
      .where('name', '=', 'Ada Lovelace')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('updates the contact and writes an audit row with who, before and after', async () => {
    const id = await adaId();
    const response = await ctx.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${id}`,
      headers: ctx.admin.headers,
      payload: {
        status: 'converted',
        priority: 'low',
        source: 'referral',
        notes: 'Signed',
        assignedTo: '',
        lastContactedAt: '2025-04-02T10:00:00.000Z',
      },
    });
    expect(response.statusCode, response.payload).toBe(200);
    const { contact } = contactUpdateResponseSchema.parse(response.json());
    expect(contact).toMatchObject({
      status: 'converted',
      priority: 'low',
      notes: 'Signed',
      assignedTo: null,
      lastContactedAt: '2025-04-02T10:00:00.000Z',
      message: 'We need a voice agent.',
    });
    const [entry, ...rest] = await listAuditEntriesFor(ctx.testDb.db, 'contact', id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      adminUserId: ctx.admin.id,
      action: 'update',
      entityType: 'contact',
    });
    expect(entry?.before).toMatchObject({ status: 'qualified', assignedTo: 'sales', notes: null });
    expect(entry?.after).toMatchObject({ status: 'converted', assignedTo: null, notes: 'Signed' });
  });

  it('rolls the change back when its audit row cannot be written (one transaction)', async () => {
    const id = await adaId();
    await sql`alter table audit_log add constraint audit_log_test_refuse check (entity_type <> 'contact')`.execute(
      ctx.testDb.db,
    );
    try {
      const response = await ctx.testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/contacts/${id}`,
        headers: ctx.admin.headers,
        payload: { status: 'lost', priority: 'low', source: 'other' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await sql`alter table audit_log drop constraint audit_log_test_refuse`.execute(ctx.testDb.db);
    }
    const row = await ctx.testDb.db
      .selectFrom('contacts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('qualified');
  });

  it('refuses a missing status with the spec message and changes nothing', async () => {
    const id = await adaId();
    const response = await ctx.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${id}`,
      headers: ctx.admin.headers,
      payload: { priority: 'low', source: 'referral' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields).toEqual([
      { path: 'status', message: 'Status is required' },
    ]);
    expect(await listAuditEntriesFor(ctx.testDb.db, 'contact', id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await ctx.testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/contacts/${id}`,
        headers: ctx.admin.headers,
        payload: { status: 'new', priority: 'low', source: 'other' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CONTACT_NOT_FOUND');
    }
  });
});
