import {
  analyticsResponseSchema,
  contactListResponseSchema,
  contactUpdateResponseSchema,
  dashboardResponseSchema,
} from '@phi/contracts/admin';
import { listAuditEntriesFor } from '@phi/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

// Contacts the form's abuse guard caught (honeypot, sent too fast) are kept as suspected spam:
// out of the inbox and the dashboard figures until staff say "Not spam"
// (docs/architecture.md#departures).

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
        message: 'A real enquiry.',
        createdAt: '2025-03-10T09:00:00Z',
      },
      {
        name: 'Quick Paster',
        email: 'quick@paste.example',
        message: 'Autofilled and pasted in two seconds.',
        spamReason: 'too-fast',
        createdAt: '2025-03-11T09:00:00Z',
      },
      {
        name: 'Spam Bot',
        email: 'bot@spam.example',
        message: 'Cheap pills',
        spamReason: 'honeypot',
        status: 'lost',
        createdAt: '2025-03-12T09:00:00Z',
      },
    ])
    .execute();
});

function get(url: string, headers: Record<string, string> = ctx.admin.headers) {
  return ctx.testApp.app.inject({ method: 'GET', url, headers });
}

async function names(query: string): Promise<string[]> {
  const response = await get(`/api/admin/contacts${query}`);
  expect(response.statusCode, response.payload).toBe(200);
  return contactListResponseSchema.parse(response.json()).contacts.map((contact) => contact.name);
}

async function idOf(name: string): Promise<string> {
  const row = await ctx.testDb.db
    .selectFrom('contacts')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

function markNotSpam(id: string, headers: Record<string, string> = ctx.admin.headers) {
  return ctx.testApp.app.inject({
    method: 'POST',
    url: `/api/admin/contacts/${id}/not-spam`,
    headers,
  });
}

describe('GET /api/admin/contacts with suspected spam', () => {
  it('keeps suspected spam out of the default list and lists it, with its reason, on its own', async () => {
    expect(await names('')).toEqual(['Ada Lovelace']);
    expect(await names('?view=inbox')).toEqual(['Ada Lovelace']);
    const response = await get('/api/admin/contacts?view=spam');
    const body = contactListResponseSchema.parse(response.json());
    expect(body.contacts.map((contact) => [contact.name, contact.spamReason])).toEqual([
      ['Spam Bot', 'honeypot'],
      ['Quick Paster', 'too-fast'],
    ]);
    expect(body.total).toBe(2);
  });

  it('combines the spam list with the other filters', async () => {
    expect(await names('?view=spam&status=lost')).toEqual(['Spam Bot']);
    expect(await names('?view=spam&search=paste')).toEqual(['Quick Paster']);
    expect(await names('?search=paste')).toEqual([]);
    expect((await get('/api/admin/contacts?view=junk')).statusCode).toBe(400);
  });

  it('leaves suspected spam out of the dashboard figures and the analytics', async () => {
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboardResponseSchema.parse(dashboard.json()).stats.contacts).toBe(1);
    const analytics = await get('/api/admin/analytics?startDate=2025-03-01&endDate=2025-03-31');
    expect(analytics.statusCode, analytics.payload).toBe(200);
    expect(analyticsResponseSchema.parse(analytics.json()).contacts.total).toBe(1);
  });
});

describe('POST /api/admin/contacts/{id}/not-spam', () => {
  it('moves the contact into the list and audits who did it, before and after', async () => {
    const id = await idOf('Quick Paster');
    const response = await markNotSpam(id);
    expect(response.statusCode, response.payload).toBe(200);
    const { contact } = contactUpdateResponseSchema.parse(response.json());
    expect(contact).toMatchObject({ id, spamReason: null, status: 'new' });

    expect(await names('')).toEqual(['Quick Paster', 'Ada Lovelace']);
    expect(await names('?view=spam')).toEqual(['Spam Bot']);
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboardResponseSchema.parse(dashboard.json()).stats.contacts).toBe(2);

    const [entry, ...rest] = await listAuditEntriesFor(ctx.testDb.db, 'contact', id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ adminUserId: ctx.admin.id, action: 'update' });
    expect(entry?.before).toMatchObject({ spamReason: 'too-fast' });
    expect(entry?.after).toMatchObject({ spamReason: null });
  });

  it('answers a contact that is not suspected spam unchanged, with no audit row', async () => {
    const id = await idOf('Ada Lovelace');
    const response = await markNotSpam(id);
    expect(response.statusCode).toBe(200);
    expect(contactUpdateResponseSchema.parse(response.json()).contact.spamReason).toBeNull();
    expect(await listAuditEntriesFor(ctx.testDb.db, 'contact', id)).toEqual([]);
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await markNotSpam('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markNotSpam(await idOf('Spam Bot'), {})).statusCode).toBe(401);
    expect(await names('?view=spam')).toHaveLength(2);
  });
});
