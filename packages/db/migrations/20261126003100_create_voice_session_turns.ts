import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. What the voice agent keeps of a conversation
// (docs/architecture.md#voice-transcripts): one row per caller or agent line, written as it is
// spoken, and the session's summary on its voice_sessions row. Lines go with their session.
// Both are personal data, deleted after the worker's retention (hence the spoken_at index).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voice_session_turns')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('voice_sessions.session_id').onDelete('cascade'),
    )
    .addColumn('speaker', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('spoken_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('voice_session_turns_speaker_check', sql`speaker in ('caller', 'agent')`)
    .addCheckConstraint(
      'voice_session_turns_content_check',
      sql`char_length(content) between 1 and 2000`,
    )
    .execute();
  await db.schema
    .createIndex('voice_session_turns_session_id_idx')
    .on('voice_session_turns')
    .columns(['session_id', 'spoken_at', 'id'])
    .execute();
  await db.schema
    .createIndex('voice_session_turns_spoken_at_idx')
    .on('voice_session_turns')
    .column('spoken_at')
    .execute();

  await db.schema
    .alterTable('voice_sessions')
    .addColumn('summary', 'text')
    .addColumn('summary_kind', 'text')
    .addColumn('summarised_at', 'timestamptz')
    .execute();
  await sql`
    alter table voice_sessions
      add constraint voice_sessions_summary_check check (
        (summary is null and summary_kind is null)
        or (summary_kind in ('model', 'extractive') and char_length(summary) between 1 and 400)
      )
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table voice_sessions drop constraint voice_sessions_summary_check`.execute(db);
  await db.schema
    .alterTable('voice_sessions')
    .dropColumn('summarised_at')
    .dropColumn('summary_kind')
    .dropColumn('summary')
    .execute();
  await db.schema.dropTable('voice_session_turns').execute();
}
