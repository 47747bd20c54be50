import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { countContactsByEmailSince, insertContact } from './contacts.repository.ts';
import { findJobApplicationById, insertJobApplication } from './job-applications.repository.ts';
import {
  claimStoredFile,
  findStoredFileForUpdate,
  insertStoredFile,
} from './stored-files.repository.ts';

const contact = { name: 'Ada', company: null, service: null, message: 'Hello' };

describe('contacts repository', () => {
  const context = useTestDatabase();

  it('stores a contact with the table defaults', async () => {
    const { id } = await insertContact(context.db, { ...contact, email: 'ada@example.com' });
    const row = await context.db
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', priority: 'medium', source: 'contact_form' });
  });

  it('counts recent contacts of one address, ignoring case and older ones', async () => {
    await insertContact(context.db, { ...contact, email: 'Ada@Example.com' });
    await insertContact(context.db, { ...contact, email: 'ada@example.com' });
    await insertContact(context.db, { ...contact, email: 'other@example.com' });
    await context.db
      .insertInto('contacts')
      .values({ ...contact, email: 'ada@example.com', createdAt: '2020-01-01T00:00:00Z' })
      .execute();
    const since = new Date(Date.now() - 60 * 60 * 1000);
    expect(await countContactsByEmailSince(context.db, 'ADA@example.com', since)).toBe(2);
  });
});

describe('stored files and job applications repositories', () => {
  const context = useTestDatabase();

  async function storeResume() {
    return insertStoredFile(context.db, {
      purpose: 'resume',
      originalName: 'cv.pdf',
      sanitizedName: 'cv.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
      storageKey: crypto.randomUUID(),
    });
  }

  it('claims an upload once, for one application', async () => {
    const file = await storeResume();
    const { id } = await insertJobApplication(context.db, {
      jobId: null,
      personalInfo: '{}',
      experience: '[]',
      education: '[]',
      skills: [],
      coverLetter: 'Hello',
      resumeUrl: `/api/admin/files/${file.id}`,
    });
    expect(await claimStoredFile(context.db, file.id, id)).toBe(true);
    expect(await claimStoredFile(context.db, file.id, id)).toBe(false);
    const claimed = await context.db
      .transaction()
      .execute((trx) => findStoredFileForUpdate(trx, file.id));
    expect(claimed).toMatchObject({ usedBy: id });
    expect(claimed?.usedAt).toBeInstanceOf(Date);
    expect(await findJobApplicationById(context.db, id)).toMatchObject({ jobId: null });
  });

  it('reads a malformed id as not found without querying', async () => {
    expect(await findStoredFileForUpdate(context.db, 'general')).toBeUndefined();
    expect(await findJobApplicationById(context.db, '../x')).toBeUndefined();
  });
});
