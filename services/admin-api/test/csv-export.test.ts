import {
  applicationCsvColumns,
  contactCsvColumns,
  formatDisplayDate as day,
  formatCsvDate,
} from '@phi/contracts';
import { personalInfoSchema } from '@phi/contracts/public';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

// "Export all matching": every row the list's filters match, streamed as CSV with the spec's
// columns and file names (chat-news-admin §7) and the client's formula escaping.

const ctx = useSignedInAdmin();
const bom = '\uFEFF';

beforeEach(async () => {
  await ctx.testDb.db.deleteFrom('auditLog').execute();
  await ctx.testDb.db.deleteFrom('contacts').execute();
  await ctx.testDb.db.deleteFrom('jobApplications').execute();
  await ctx.testDb.db.deleteFrom('jobs').execute();
});

function get(url: string, headers: Record<string, string> = ctx.admin.headers) {
  return ctx.testApp.app.inject({ method: 'GET', url, headers });
}

/** The CSV records of an answer, split on the CRLF that ends each (cells hold bare LF only). */
function records(body: string): string[] {
  expect(body.startsWith(bom)).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(bom.length, -2).split('\r\n');
}

describe('GET /api/admin/contacts/export and /api/admin/applications/export', () => {
  it('answer 401 without a token, like every admin route', async () => {
    for (const path of ['/api/admin/contacts/export', '/api/admin/applications/export']) {
      const response = await get(path, {});
      expect(response.statusCode, path).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('streams every matching contact past the page size, with the spec columns, file name and escaping', async () => {
    // More rows than one batch (500) and one page, all created at the same instant, so the
    // walk from batch to batch must rely on the id to neither skip nor repeat a row.
    await sql`
      insert into contacts (name, email, message, created_at)
      select 'Lead ' || i, 'lead' || i || '@example.test', 'Hello', '2025-03-10T09:00:00Z'
      from generate_series(1, 1234) i
    `.execute(ctx.testDb.db);
    await ctx.testDb.db
      .insertInto('contacts')
      .values([
        {
          name: '=HYPERLINK("http://evil.example","x")\nAda',
          email: 'formula@example.test',
          company: 'Engines, "Analytical" Ltd',
          message: 'Hi',
          status: 'qualified',
          notes: '+1 call back',
          lastContactedAt: '2025-03-12T10:00:00Z',
          createdAt: '2025-03-11T09:00:00Z',
        },
        {
          name: 'Spam Bot',
          email: 'bot@spam.example',
          message: 'Cheap pills',
          spamReason: 'honeypot',
          createdAt: '2025-03-11T10:00:00Z',
        },
      ])
      .execute();

    const response = await get('/api/admin/contacts/export');
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contacts_${formatCsvDate()}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, first, ...rest] = records(response.body);
    expect(header).toBe(contactCsvColumns.join(','));
    // Newest first; a formula is quoted and prefixed with ', its line feed kept inside quotes.
    expect(first).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")\nAda",formula@example.test,"Engines, ""Analytical"" Ltd",qualified,medium,contact_form,,${day('2025-03-11T09:00:00Z')},${day('2025-03-12T10:00:00Z')},"'+1 call back"`,
    );
    // Every matching row once; suspected spam stays out as in the list.
    expect(rest).toHaveLength(1234);
    expect(new Set(rest).size).toBe(1234);
    expect(rest.some((line) => line.includes('Spam Bot'))).toBe(false);

    const filtered = records((await get('/api/admin/contacts/export?status=qualified')).body);
    expect(filtered.slice(1)).toEqual([first]);
    const spam = records((await get('/api/admin/contacts/export?view=spam')).body);
    expect(spam.slice(1)).toEqual([
      `Spam Bot,bot@spam.example,,new,medium,contact_form,,${day('2025-03-11T10:00:00Z')},,`,
    ]);
    const none = records((await get('/api/admin/contacts/export?search=nobody-here')).body);
    expect(none).toEqual([contactCsvColumns.join(',')]);
    expect((await get('/api/admin/contacts/export?status=gone')).statusCode).toBe(400);
  });

  it('streams every matching application with the careers form shape read for name and e-mail', async () => {
    const job = await ctx.testDb.db
      .insertInto('jobs')
      .values({
        title: 'Voice Engineer',
        location: 'Remote',
        description: 'Voice agents.',
        requirements: ['TypeScript'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const personalInfo = (firstName: string, lastName: string, email: string) =>
      JSON.stringify(
        personalInfoSchema.parse({
          firstName,
          lastName,
          email,
          phone: '+44 115 496 0000',
          location: 'Nottingham, UK',
          workAuthorization: 'authorized',
        }),
      );
    const base = {
      experience: '[]',
      education: '[]',
      coverLetter: 'Hello',
      resumeUrl: 'No resume uploaded',
    };
    await ctx.testDb.db
      .insertInto('jobApplications')
      .values([
        {
          ...base,
          jobId: job.id,
          personalInfo: personalInfo('Ada', 'Lovelace', 'ada@engines.example'),
          rating: 5,
          status: 'offered',
          assignedTo: 'hr',
          notes: '@SUM(A1:A2)',
          interviewDate: '2025-05-20T10:00:00Z',
          createdAt: '2025-05-02T10:00:00Z',
        },
        {
          ...base,
          jobId: null,
          personalInfo: personalInfo('Niels', 'Bohr', 'niels@atoms.example'),
          createdAt: '2025-05-01T10:00:00Z',
        },
      ])
      .execute();

    const response = await get('/api/admin/applications/export');
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="applications_${formatCsvDate()}.csv"`,
    );
    expect(records(response.body)).toEqual([
      applicationCsvColumns.join(','),
      `Ada Lovelace,ada@engines.example,Voice Engineer,offered,medium,5,hr,${day('2025-05-02T10:00:00Z')},${day('2025-05-20T10:00:00Z')},"'@SUM(A1:A2)"`,
      `Niels Bohr,niels@atoms.example,General Application,new,medium,0,,${day('2025-05-01T10:00:00Z')},,`,
    ]);
    const unrated = records((await get('/api/admin/applications/export?rating=no-rating')).body);
    expect(unrated.slice(1).map((line) => line.split(',')[0])).toEqual(['Niels Bohr']);
    const found = records((await get('/api/admin/applications/export?search=Ada%20Lovelace')).body);
    expect(found.slice(1).map((line) => line.split(',')[0])).toEqual(['Ada Lovelace']);
  });
});
