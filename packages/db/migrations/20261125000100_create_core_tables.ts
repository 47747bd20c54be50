import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports app code, so later changes to the TypeScript
// types or the contracts cannot rewrite history. spec: chat-news-admin §3, stored data model.

const uuidDefault = sql`gen_random_uuid()::text`;

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One trigger function keeps every updated_at column honest, whoever writes the row.
  await sql`
    create function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end;
    $$
  `.execute(db);

  // The spec's bare users table; staff sign in through admin_users.
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // An argon2id hash; the spec names the column password.
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('admin_users_role_check', sql`role in ('admin')`)
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Full Time'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'jobs_type_check',
      sql`type in ('Full Time', 'Part Time', 'Contract', 'Internship', 'Freelance')`,
    )
    .execute();
  await db.schema
    .createIndex('jobs_is_active_created_at_idx')
    .on('jobs')
    .columns(['is_active', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_created_at_idx').on('jobs').column('created_at').execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    // Null marks a general application (the careers page's /careers/apply/general). Restrict:
    // deleting a job must not silently destroy the candidates who applied to it.
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('restrict'))
    // JSON-encoded text, exactly as the spec stores it.
    .addColumn('personal_info', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('education', 'text', (c) => c.notNull())
    .addColumn('cover_letter', 'text', (c) => c.notNull())
    .addColumn('resume_url', 'text', (c) => c.notNull())
    .addColumn('skills', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    // 0 means no rating (spec: chat-news-admin §3, rating labels).
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_to', 'text')
    .addColumn('interview_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'job_applications_status_check',
      sql`status in ('new', 'reviewing', 'interviewing', 'offered', 'rejected')`,
    )
    .addCheckConstraint(
      'job_applications_priority_check',
      sql`priority in ('low', 'medium', 'high')`,
    )
    .addCheckConstraint('job_applications_rating_check', sql`rating between 0 and 5`)
    // Null means unassigned (spec: chat-news-admin §3, assignee labels).
    .addCheckConstraint(
      'job_applications_assigned_to_check',
      sql`assigned_to is null or assigned_to in ('admin', 'hr', 'hiring_manager', 'technical_lead', 'recruiter')`,
    )
    .execute();
  await sql`
    create trigger job_applications_set_updated_at before update on job_applications
    for each row execute function set_updated_at()
  `.execute(db);
  for (const column of ['created_at', 'job_id']) {
    await db.schema
      .createIndex(`job_applications_${column}_idx`)
      .on('job_applications')
      .column(column)
      .execute();
  }
  // Admin filters combine with the newest-first sort (spec: chat-news-admin §2, Applications).
  for (const column of ['status', 'priority', 'assigned_to', 'rating']) {
    await db.schema
      .createIndex(`job_applications_${column}_created_at_idx`)
      .on('job_applications')
      .columns([column, 'created_at'])
      .execute();
  }

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('service', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('contact_form'))
    .addColumn('response_time_hours', 'integer')
    .addColumn('last_contacted_at', 'timestamptz')
    .addColumn('assigned_to', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'contacts_status_check',
      sql`status in ('new', 'contacted', 'qualified', 'converted', 'lost')`,
    )
    .addCheckConstraint('contacts_priority_check', sql`priority in ('low', 'medium', 'high')`)
    .addCheckConstraint(
      'contacts_source_check',
      sql`source in ('contact_form', 'career_page', 'referral', 'other')`,
    )
    .addCheckConstraint(
      'contacts_response_time_hours_check',
      sql`response_time_hours is null or response_time_hours >= 0`,
    )
    .addCheckConstraint(
      'contacts_assigned_to_check',
      sql`assigned_to is null or assigned_to in ('admin', 'sales', 'marketing', 'support')`,
    )
    .execute();
  await db.schema
    .createIndex('contacts_created_at_idx')
    .on('contacts')
    .column('created_at')
    .execute();
  // spec: chat-news-admin §2, Contacts filters, each combined with the newest-first sort.
  for (const column of ['status', 'priority', 'source', 'assigned_to']) {
    await db.schema
      .createIndex(`contacts_${column}_created_at_idx`)
      .on('contacts')
      .columns([column, 'created_at'])
      .execute();
  }

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuidDefault))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Minutes of reading, shown as "n min read".
    .addColumn('read_time', 'integer')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('blog_posts_read_time_check', sql`read_time is null or read_time > 0`)
    .execute();
  await db.schema
    .createIndex('blog_posts_published_at_idx')
    .on('blog_posts')
    .column('published_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'blog_posts',
    'contacts',
    'job_applications',
    'jobs',
    'admin_users',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function set_updated_at()`.execute(db);
}
