import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';

export const seededContactCount = 1_000_000;

/**
 * Fills contacts like a real lead list: one contact a minute over about two years, each filter
 * value independent of the others (different strides), a sixth unassigned, a tenth without a
 * company. The migrated secondary indexes are dropped for the insert and rebuilt from their
 * own definitions (pg_indexes) afterwards: the same indexes, built in bulk in a fraction of
 * the time a row-by-row GIN update takes.
 */
export async function seedContacts(db: Kysely<Database>, count = seededContactCount) {
  const raw = db.withoutPlugins();
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'contacts'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
  `.execute(raw);
  await db.transaction().execute(async (trx) => {
    const tx = trx.withoutPlugins();
    await sql`set local maintenance_work_mem = '256MB'`.execute(tx);
    await sql`set local synchronous_commit = off`.execute(tx);
    for (const index of indexes) {
      await sql`drop index ${sql.id(index.indexname)}`.execute(tx);
    }
    await sql`
      insert into contacts
        (name, email, company, service, message, status, priority, source, assigned_to,
         created_at)
      select
        'Person ' || i,
        'p' || i || '@m' || (i % 97) || '.io',
        case when i % 10 = 0 then null else 'Company ' || (i % 4999) end,
        'ai-consulting',
        'Seeded enquiry number ' || i,
        (array['new', 'contacted', 'qualified', 'converted', 'lost'])[1 + i % 5],
        (array['low', 'medium', 'high'])[1 + (i / 7) % 3],
        (array['contact_form', 'career_page', 'referral', 'other'])[1 + (i / 11) % 4],
        (array['admin', 'sales', 'marketing', 'support', null, null])[1 + (i / 13) % 6],
        now() - make_interval(mins => i)
      from generate_series(1, ${count}::int) as i
    `.execute(tx);
    for (const index of indexes) {
      await sql.raw(index.indexdef).execute(tx);
    }
  });
  await sql`vacuum analyze contacts`.execute(raw);
}
