import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. The applications search ran ILIKE over the raw
// personal_info JSON text, so a full name ("Ada Lovelace", stored as firstName and lastName)
// never matched, and key names ("name", "location", "http") matched every row. The applicant's
// first name, last name, full name and e-mail become generated columns read from that JSON
// (filled for existing rows when added), each with a trigram index for substring search
// (spec: chat-news-admin §5, search by name and e-mail). The careers form writes firstName and
// lastName (site-marketing-careers §3); a row holding the spec's admin shape has `name`.

const searchColumns = [
  'applicant_first_name',
  'applicant_last_name',
  'applicant_name',
  'applicant_email',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One trimmed text field of the personal-info JSON, or null: text that is not JSON (the admin
  // shows it as N/A), a value that is not an object, or a blank field never fails a write.
  await sql`
    create function applicant_info_field(info text, field text) returns text
    language plpgsql immutable parallel safe
    as $$
    begin
      return nullif(btrim((info::jsonb) ->> field), '');
    exception when others then
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    alter table job_applications
      add column applicant_first_name text
        generated always as (applicant_info_field(personal_info, 'firstName')) stored,
      add column applicant_last_name text
        generated always as (applicant_info_field(personal_info, 'lastName')) stored,
      add column applicant_name text generated always as (
        coalesce(
          applicant_info_field(personal_info, 'name'),
          -- concat_ws is only stable; || on text is immutable, as a generated column needs.
          nullif(
            btrim(
              coalesce(applicant_info_field(personal_info, 'firstName'), '')
                || ' '
                || coalesce(applicant_info_field(personal_info, 'lastName'), '')
            ),
            ''
          )
        )
      ) stored,
      add column applicant_email text
        generated always as (applicant_info_field(personal_info, 'email')) stored
  `.execute(db);
  for (const column of searchColumns) {
    await sql`
      create index ${sql.raw(`job_applications_${column}_trgm_idx`)} on job_applications
      using gin (${sql.ref(column)} gin_trgm_ops)
    `.execute(db);
  }
  // Search no longer reads the raw JSON text.
  await db.schema.dropIndex('job_applications_personal_info_trgm_idx').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index job_applications_personal_info_trgm_idx on job_applications
    using gin (personal_info gin_trgm_ops)
  `.execute(db);
  for (const column of searchColumns) {
    await db.schema.dropIndex(`job_applications_${column}_trgm_idx`).execute();
  }
  await sql`
    alter table job_applications
      drop column applicant_first_name,
      drop column applicant_last_name,
      drop column applicant_name,
      drop column applicant_email
  `.execute(db);
  await sql`drop function applicant_info_field(text, text)`.execute(db);
}
