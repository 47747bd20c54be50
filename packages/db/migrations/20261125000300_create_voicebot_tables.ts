import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. spec: chat-news-admin §3 (voice-bot monitoring) and
// §9 (schema limits: ids 255, company names 500, status 50, action type 100, instance 100).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voicebot_profiles')
    .addColumn('voicebot_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('company_name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(50)', (c) => c.notNull().defaultTo('active'))
    .addColumn('livekit_instance', 'varchar(100)', (c) => c.notNull().defaultTo('company'))
    .addColumn('configuration', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('voicebot_profiles_status_check', sql`status in ('active', 'inactive')`)
    .execute();

  // voicebot_id carries no foreign key here and below: the demo personas (hotel, restaurant,
  // hospital) produce sessions and metrics without a stored profile.
  await db.schema
    .createTable('voice_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('voicebot_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(500)', (c) => c.notNull())
    .addColumn('room_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('worker_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz')
    .addColumn('duration_seconds', 'numeric(10, 2)')
    .addColumn('status', 'varchar(50)', (c) => c.notNull().defaultTo('active'))
    .addColumn('performance_metrics', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'voice_sessions_status_check',
      sql`status in ('active', 'completed', 'failed')`,
    )
    .addCheckConstraint(
      'voice_sessions_duration_seconds_check',
      sql`duration_seconds is null or duration_seconds >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('voice_sessions_voicebot_id_start_time_idx')
    .on('voice_sessions')
    .columns(['voicebot_id', 'start_time'])
    .execute();
  await db.schema
    .createIndex('voice_sessions_status_idx')
    .on('voice_sessions')
    .column('status')
    .execute();

  await db.schema
    .createTable('voicebot_metrics')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('voicebot_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(255)')
    .addColumn('user_id', 'varchar(255)')
    .addColumn('action_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('action_details', 'jsonb')
    .addColumn('success', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('response_time_ms', 'integer')
    .addColumn('tokens_used', 'integer')
    .addColumn('cost_usd', 'numeric(10, 6)')
    .addColumn('error_message', 'text')
    .addColumn('metadata', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('voicebot_metrics_voicebot_id_created_at_idx')
    .on('voicebot_metrics')
    .columns(['voicebot_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('voicebot_metrics_session_id_idx')
    .on('voicebot_metrics')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('voicebot_usage_summaries')
    .addColumn('voicebot_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('total_actions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('successful_actions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_actions', 'integer', (c) => c.notNull().defaultTo(0))
    // Running totals outgrow a 32-bit integer long before the counters do.
    .addColumn('total_response_time_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_tokens_used', 'bigint', (c) => c.notNull().defaultTo(0))
    // A sum of numeric(10,6) costs, with room above the single-action ceiling.
    .addColumn('total_cost_usd', 'numeric(14, 6)', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity', 'timestamptz')
    .addColumn('last_action_type', 'varchar(100)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  for (const table of [
    'voicebot_profiles',
    'voice_sessions',
    'voicebot_metrics',
    'voicebot_usage_summaries',
  ]) {
    await sql`
      create trigger ${sql.raw(`${table}_set_updated_at`)} before update on ${sql.table(table)}
      for each row execute function set_updated_at()
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'voicebot_usage_summaries',
    'voicebot_metrics',
    'voice_sessions',
    'voicebot_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
