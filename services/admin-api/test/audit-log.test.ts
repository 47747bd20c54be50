import { type AuditLogEntry, auditLogResponseSchema } from '@phi/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInAdmin, useSignedInAdmin } from './admin-fixtures.ts';

// The audit log page's API: who did what and when, with each field's change, and every sign-in
// success, failure and lockout; filtered by entity type and by person, keyset-paged.
const ctx = useSignedInAdmin();
let colleague: SignedInAdmin;
let colleagueId: string;
let contactId: string;

async function get(query: string) {
  return ctx.testApp.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: ctx.admin.headers,
  });
}

async function entries(query: string): Promise<AuditLogEntry[]> {
  const response = await get(query);
  expect(response.statusCode, response.payload).toBe(200);
  return auditLogResponseSchema.parse(response.json()).entries;
}

beforeAll(async () => {
  const db = ctx.testDb.db;
  await db.deleteFrom('auditLog').execute();
  const password = 'colleague pass 123';
  const created = await ctx.testApp.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: ctx.admin.headers,
    payload: { username: 'colleague', email: 'colleague@example.test', password },
  });
  expect(created.statusCode, created.payload).toBe(201);
  // Four wrong passwords from one address, then a fifth attempt the throttle refuses.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await ctx.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'colleague', password: 'not the password' },
      remoteAddress: '10.77.0.9',
    });
  }
  colleague = await signInAdmin(ctx.testApp, { username: 'colleague', password });
  colleagueId = colleague.id;
  ({ id: contactId } = await db
    .insertInto('contacts')
    .values({ name: 'Ada Lovelace', email: 'ada@engines.example', message: 'Hello' })
    .returning('id')
    .executeTakeFirstOrThrow());
  const edit = { status: 'contacted', priority: 'medium', source: 'contact_form' };
  for (const [admin, payload] of [
    [ctx.admin, { ...edit, notes: 'Called once', version: 1 }],
    [colleague, { ...edit, notes: 'Called twice', assignedTo: 'sales', version: 2 }],
  ] as const) {
    const saved = await ctx.testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${contactId}`,
      headers: admin.headers,
      payload,
    });
    expect(saved.statusCode, saved.payload).toBe(200);
  }
});

describe('GET /api/admin/audit-log', () => {
  it('lists the newest first with who, the record by name and each field before and after', async () => {
    const all = await entries('');
    expect(all.map((entry) => entry.action)).toEqual([
      'update',
      'update',
      'sign_in',
      'sign_in_throttled',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'create',
    ]);
    const [colleagueEdit, adminEdit] = all;
    expect(colleagueEdit).toMatchObject({
      entityType: 'contact',
      entityId: contactId,
      actor: { id: colleagueId, username: 'colleague' },
      subject: 'Ada Lovelace',
      changes: [
        { field: 'notes', before: 'Called once', after: 'Called twice' },
        { field: 'assignedTo', before: null, after: 'sales' },
      ],
    });
    expect(adminEdit?.actor?.id).toBe(ctx.admin.id);
    expect(adminEdit?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'new', after: 'contacted' },
        { field: 'notes', before: null, after: 'Called once' },
      ]),
    );
    expect(adminEdit?.changes).toHaveLength(2);
    expect(Date.parse(colleagueEdit?.createdAt ?? '')).not.toBeNaN();
  });

  it('names the account of failed and throttled sign-ins, with no actor', async () => {
    const signIns = (await entries('?entityType=admin_user')).filter((entry) =>
      entry.action.startsWith('sign_in'),
    );
    expect(signIns.map((entry) => [entry.action, entry.actor?.username ?? null])).toEqual([
      ['sign_in', 'colleague'],
      ['sign_in_throttled', null],
      ['sign_in_failed', null],
      ['sign_in_failed', null],
      ['sign_in_failed', null],
      ['sign_in_failed', null],
    ]);
    expect(signIns.every((entry) => entry.subject === 'colleague')).toBe(true);
    expect(signIns[1]?.changes).toEqual([{ field: 'address', before: null, after: '10.77.0.9' }]);
  });

  it('filters by entity type', async () => {
    const contacts = await entries('?entityType=contact');
    expect(contacts.map((entry) => entry.actor?.username)).toEqual([
      'colleague',
      expect.any(String),
    ]);
    expect(contacts.every((entry) => entry.entityType === 'contact')).toBe(true);
    expect(await entries('?entityType=job')).toEqual([]);
  });

  it('filters by person: their own actions and the attempts on their account', async () => {
    const theirs = await entries(`?person=${colleagueId}`);
    expect(theirs.map((entry) => entry.action)).toEqual([
      'update',
      'sign_in',
      'sign_in_throttled',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'create',
    ]);
    const mine = await entries(`?person=${ctx.admin.id}&entityType=contact`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.actor?.id).toBe(ctx.admin.id);
  });

  it('walks every entry once in keyset pages', async () => {
    const all = await entries('');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`?limit=3${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.payload).toBe(200);
      const page = auditLogResponseSchema.parse(response.json());
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  it('refuses a cursor or filter it cannot read', async () => {
    expect((await get('?after=yesterday')).statusCode).toBe(400);
    expect((await get('?entityType=invoice')).statusCode).toBe(400);
    expect((await get('?person=someone')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expect(response.statusCode).toBe(401);
  });
});
