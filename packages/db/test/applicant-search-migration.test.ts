import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.ts';
import { assertMigrationSucceeded, createMigrator, migrateToLatest } from '../src/migrate.ts';
import { useTestDatabase } from './test-database.ts';

const migrationNames = Object.keys(migrations);
const applicantSearch = '20261126001000_index_applicant_search_fields';
const before = migrationNames[migrationNames.indexOf(applicantSearch) - 1] ?? '';

// personal_info as the careers form writes it (apps/web/app/features/careers, validated by
// personalInfoSchema and stored as JSON text by submitApplication).
const fromCareersForm = JSON.stringify({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.example',
  phone: '+44 115 496 0000',
  linkedin: 'https://www.linkedin.com/in/ada',
  location: 'Nottingham, UK',
  workAuthorization: 'authorized',
});

interface SearchColumns {
  applicant_first_name: string | null;
  applicant_last_name: string | null;
  applicant_name: string | null;
  applicant_email: string | null;
}

// Rows stored before the migration get their search columns from personal_info when it runs;
// rows stored after get them on insert, and text that is not JSON never fails a write.
describe('migration 20261126001000_index_applicant_search_fields', () => {
  const context = useTestDatabase({ truncate: false });

  it('backfills first, last and full name and e-mail, and can go down again', async () => {
    const raw = context.db.withoutPlugins();
    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));

    const stored = [
      fromCareersForm,
      // The spec's admin shape (chat-news-admin §3: name, e-mail, phone).
      JSON.stringify({ name: ' Grace Hopper ', email: 'grace@navy.example', phone: '1' }),
      'not json',
      JSON.stringify(['a', 'list']),
      JSON.stringify({ firstName: 'Solo', lastName: '  ', email: '' }),
    ];
    for (const [index, personalInfo] of stored.entries()) {
      await sql`
        insert into job_applications
          (personal_info, experience, education, cover_letter, resume_url, created_at)
        values (${personalInfo}, '[]', '[]', 'Hello', 'No resume uploaded',
          ${new Date(Date.UTC(2026, 10, 1, 9, 0, index))})
      `.execute(raw);
    }

    expect(await migrateToLatest(context.db)).toMatchObject({
      applied: expect.arrayContaining([applicantSearch]),
    });
    const select = () => sql<SearchColumns>`
      select applicant_first_name, applicant_last_name, applicant_name, applicant_email
      from job_applications order by created_at
    `;
    const expected = [
      {
        applicant_first_name: 'Ada',
        applicant_last_name: 'Lovelace',
        applicant_name: 'Ada Lovelace',
        applicant_email: 'ada@engines.example',
      },
      {
        applicant_first_name: null,
        applicant_last_name: null,
        applicant_name: 'Grace Hopper',
        applicant_email: 'grace@navy.example',
      },
      ...[0, 1].map(() => ({
        applicant_first_name: null,
        applicant_last_name: null,
        applicant_name: null,
        applicant_email: null,
      })),
      {
        applicant_first_name: 'Solo',
        applicant_last_name: null,
        applicant_name: 'Solo',
        applicant_email: null,
      },
    ];
    expect((await select().execute(raw)).rows).toEqual(expected);

    // A new row, and a changed one, get their columns from the database itself.
    await sql`
      update job_applications set personal_info = ${JSON.stringify({
        firstName: 'Marie',
        lastName: 'Curie',
        email: 'marie@radium.example',
      })}
      where personal_info = 'not json'
    `.execute(raw);
    expect((await select().execute(raw)).rows[2]).toEqual({
      applicant_first_name: 'Marie',
      applicant_last_name: 'Curie',
      applicant_name: 'Marie Curie',
      applicant_email: 'marie@radium.example',
    });

    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'job_applications'
        and column_name like 'applicant%'
    `.execute(raw);
    expect(columns).toEqual([]);
    expect(await migrateToLatest(context.db)).toMatchObject({
      applied: expect.arrayContaining([applicantSearch]),
    });
  });
});
