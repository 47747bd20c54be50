import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.ts';
import { assertMigrationSucceeded, createMigrator, migrateToLatest } from '../src/migrate.ts';
import { useTestDatabase } from './test-database.ts';

const migrationNames = Object.keys(migrations);
const knowledgeRetrieval = '20261126000300_knowledge_retrieval';
const before = migrationNames[migrationNames.indexOf(knowledgeRetrieval) - 1] ?? '';

// Knowledge stored before retrieval existed keeps its meaning: a site document and a voice
// bot's document land in their collections, keyed by their id, and their chunks stay findable
// through the new weighted tsvector.
describe('migration 20261126000300_knowledge_retrieval on stored knowledge', () => {
  const context = useTestDatabase({ truncate: false });

  it('backfills collection, key and chunk title, keeps chunks searchable, and can go down again', async () => {
    const raw = context.db.withoutPlugins();
    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));

    await sql`
      insert into knowledge_documents (id, voicebot_id, title, source) values
        ('doc-site', null, 'Pricing', 'site'),
        ('doc-bot', 'voicebot_1', 'Menu', 'upload')
    `.execute(raw);
    await sql`
      insert into knowledge_chunks (document_id, chunk_index, content) values
        ('doc-site', 0, 'Plans start at five hundred pounds a month.'),
        ('doc-bot', 0, 'Soup of the day with fresh bread.')
    `.execute(raw);

    expect(await migrateToLatest(context.db)).toMatchObject({
      applied: expect.arrayContaining([knowledgeRetrieval]),
    });

    const documents = await sql<{ id: string; collection: string; document_key: string }>`
      select id, collection, document_key from knowledge_documents order by id
    `.execute(raw);
    expect(documents.rows).toEqual([
      { id: 'doc-bot', collection: 'voicebot_1', document_key: 'doc-bot' },
      { id: 'doc-site', collection: 'site', document_key: 'doc-site' },
    ]);
    // The title now weighs in: "pricing" finds the site chunk through its document's title.
    const found = await sql<{ document_id: string; title: string }>`
      select document_id, title from knowledge_chunks
      where collection = 'site' and tsv @@ to_tsquery('english', 'pricing')
    `.execute(raw);
    expect(found.rows).toEqual([{ document_id: 'doc-site', title: 'Pricing' }]);
    const accented = await sql<{ document_id: string }>`
      select document_id from knowledge_chunks
      where tsv @@ to_tsquery('english', knowledge_unaccent('soupé'))
    `.execute(raw);
    expect(accented.rows).toEqual([{ document_id: 'doc-bot' }]);

    // A chunk cannot claim another collection than its document's.
    await expect(
      sql`
        insert into knowledge_chunks (document_id, collection, chunk_index, content)
        values ('doc-bot', 'site', 1, 'misfiled')
      `.execute(raw),
    ).rejects.toMatchObject({ code: '23503' });
    // A site document cannot name a voice bot, nor the other way round.
    await expect(
      sql`
        insert into knowledge_documents (voicebot_id, title, source, collection, document_key)
        values ('voicebot_1', 'x', 'upload', 'site', 'x')
      `.execute(raw),
    ).rejects.toMatchObject({ code: '23514' });

    assertMigrationSucceeded(await createMigrator(context.db).migrateTo(before));
    const after = await sql<{ content: string }>`
      select content from knowledge_chunks where tsv @@ to_tsquery('english', 'bread')
    `.execute(raw);
    expect(after.rows).toEqual([{ content: 'Soup of the day with fresh bread.' }]);
    await migrateToLatest(context.db);
  });
});
