import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. What the site's monitoring beacons report (spec:
// voice §7; docs/architecture.md#monitoring): one row per Web Vitals value, one per error or
// warning, one per interactions list, API metric or user action. Rows live for the retention
// period only; created_at is the server's time, which the housekeeping sweep and the admin's
// periods read (a visitor's clock is not trusted).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitoring_web_vitals')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', sql`numeric(16,6)`, (c) => c.notNull())
    .addColumn('rating', 'text')
    .addColumn('navigation_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'monitoring_web_vitals_rating_check',
      sql`rating in ('good', 'needs-improvement', 'poor')`,
    )
    .execute();
  await db.schema
    .createIndex('monitoring_web_vitals_created_at_idx')
    .on('monitoring_web_vitals')
    .columns(['created_at', 'metric'])
    .execute();

  await db.schema
    .createTable('monitoring_errors')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('error_id', 'text')
    .addColumn('stack', 'text')
    .addColumn('route', 'text')
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('monitoring_errors_level_check', sql`level in ('error', 'warning')`)
    .execute();
  await db.schema
    .createIndex('monitoring_errors_level_created_at_idx')
    .on('monitoring_errors')
    .columns(['level', 'created_at'])
    .execute();
  await db.schema
    .createIndex('monitoring_errors_created_at_idx')
    .on('monitoring_errors')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('monitoring_events')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route', 'text')
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'monitoring_events_kind_check',
      sql`kind in ('interactions', 'api-metric', 'user-action')`,
    )
    .execute();
  await db.schema
    .createIndex('monitoring_events_created_at_idx')
    .on('monitoring_events')
    .column('created_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitoring_events').execute();
  await db.schema.dropTable('monitoring_errors').execute();
  await db.schema.dropTable('monitoring_web_vitals').execute();
}
