import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@phi/contracts/errors';
import {
  ragUploadResponseSchema,
  voicebotDetailsSchema,
  voicebotOwnerKeyHeader,
} from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import { buildRagMultipart, knowledgeFixtures, newVoicebotId, textOfSize } from './rag-fixtures.ts';

// spec: voice §5 and §7 (POST /api/rag/upload), with the server's one rule for both builder
// layouts and the owner key (docs/architecture.md#voice).

const MB = 1024 * 1024;
let testDb: TestDatabase;
let testApp: TestApp;
let filesDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-rag-upload-'));
  testApp = await createTestApp({ databaseUrl: testDb.url, env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await testDb.db.deleteFrom('storedFiles').execute();
  await testDb.db.deleteFrom('voicebotOwners').execute();
  await rm(filesDir, { recursive: true, force: true });
});

type UploadFile = { name: string; content: Buffer; contentType?: string };

function upload(voicebotId: string, files: UploadFile[], ownerKey?: string) {
  const { payload, headers } = buildRagMultipart(voicebotId, files);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/rag/upload',
    payload,
    headers: { ...headers, ...(ownerKey ? { [voicebotOwnerKeyHeader]: ownerKey } : {}) },
  });
}

async function storedNothing(voicebotId: string) {
  const files = await testDb.db.selectFrom('storedFiles').select('id').execute();
  const owner = await testDb.db
    .selectFrom('voicebotOwners')
    .select('voicebotId')
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirst();
  const onDisk = await readdir(filesDir).catch(() => []);
  return files.length === 0 && owner === undefined && onDisk.length === 0;
}

describe('POST /api/rag/upload', () => {
  it('stores one file of every accepted type, claims the id and answers its owner key once', async () => {
    const voicebotId = newVoicebotId();
    const fixtures = knowledgeFixtures();
    const response = await upload(voicebotId, fixtures);
    expect(response.statusCode, response.body).toBe(201);
    const body = ragUploadResponseSchema.parse(response.json());
    expect(body.files_count).toBe(8);
    expect(body.owner_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.files.map((file) => file.sanitized_name)).toEqual([
      'Support_Handbook.pdf',
      'visitor-guide.docx',
      'emergency.txt',
      'menu.md',
      'prices.csv',
      'warranty.json',
      'policies.xml',
      'directions.html',
    ]);
    expect(body.files[0]).toMatchObject({
      original_name: 'Support Handbook.pdf',
      was_sanitized: true,
      type: 'application/pdf',
    });
    // Only the key's hash is kept.
    const owner = await testDb.db
      .selectFrom('voicebotOwners')
      .selectAll()
      .where('voicebotId', '=', voicebotId)
      .executeTakeFirstOrThrow();
    expect(owner.ownerKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(owner.ownerKeyHash).not.toContain(body.owner_key);
    expect((await readdir(filesDir)).sort()).toEqual(body.files.map((file) => file.id).sort());

    // The owner adds a file with the key: no new key; the same bytes again are not stored twice.
    const more = await upload(
      voicebotId,
      [
        { name: 'extra.txt', content: Buffer.from('Saturday clinics run from 9am to noon.') },
        fixtures[2] as UploadFile,
      ],
      body.owner_key,
    );
    expect(more.statusCode, more.body).toBe(201);
    const moreBody = ragUploadResponseSchema.parse(more.json());
    expect(moreBody.owner_key).toBeUndefined();
    expect(moreBody.files_count).toBe(9);
  });

  it('refuses HTML renamed .pdf by its content and stores nothing of the batch', async () => {
    const voicebotId = newVoicebotId();
    const response = await upload(voicebotId, [
      { name: 'notes.txt', content: Buffer.from('A perfectly good text file.') },
      {
        name: 'brochure.pdf',
        content: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
        contentType: 'application/pdf',
      },
    ]);
    expect(response.statusCode).toBe(415);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe(
      'brochure.pdf is not a real PDF file: its content does not match its name. Please upload the original document.',
    );
    expect(body.fields).toEqual([{ path: 'files[1]', message: body.error }]);
    expect(await storedNothing(voicebotId)).toBe(true);
  });

  it('refuses an unsupported type with the supported list', async () => {
    const voicebotId = newVoicebotId();
    const response = await upload(voicebotId, [
      { name: 'setup.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(
      'File type .exe is not supported. Please upload PDF, DOCX, TXT, MD, CSV, JSON, XML, or HTML files.',
    );
    expect(await storedNothing(voicebotId)).toBe(true);
  });

  it('refuses an 11 MB file with the spec message and stores nothing', async () => {
    const voicebotId = newVoicebotId();
    const response = await upload(voicebotId, [
      { name: 'small.txt', content: Buffer.from('Small and fine.') },
      { name: 'manual.txt', content: textOfSize(11 * MB) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'File size exceeds 10MB limit. Please choose a smaller file.',
    );
    expect(await storedNothing(voicebotId)).toBe(true);
  });

  it('refuses the 21st file of a bot and a bot past 50 MB in all, keeping what it had', async () => {
    const voicebotId = newVoicebotId();
    const twenty = Array.from({ length: 20 }, (_, index) => ({
      name: `note-${index}.txt`,
      content: Buffer.from(`Note number ${index} about the clinic.`),
    }));
    const first = await upload(voicebotId, twenty);
    expect(first.statusCode, first.body).toBe(201);
    const ownerKey = ragUploadResponseSchema.parse(first.json()).owner_key;
    const extra = await upload(
      voicebotId,
      [{ name: 'one-more.txt', content: Buffer.from('One note too many.') }],
      ownerKey,
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe(
      'A voicebot can hold at most 20 files. Remove some files or create another voicebot.',
    );
    // A single request of 21 files is refused alike.
    const other = newVoicebotId();
    const tooMany = await upload(other, [
      ...twenty,
      { name: 'one-more.txt', content: Buffer.from('One note too many.') },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(
      'A voicebot can hold at most 20 files. Remove some files or create another voicebot.',
    );
    expect(
      await testDb.db.selectFrom('storedFiles').select('id').where('usedBy', '=', other).execute(),
    ).toEqual([]);

    const big = newVoicebotId();
    const fiveLarge = Array.from({ length: 5 }, (_, index) => ({
      name: `manual-${index}.txt`,
      content: Buffer.concat([Buffer.from(`Manual ${index}\n`), textOfSize(9.9 * MB)]),
    }));
    const large = await upload(big, fiveLarge);
    expect(large.statusCode, large.body).toBe(201);
    const bigKey = ragUploadResponseSchema.parse(large.json()).owner_key;
    const past = await upload(big, [{ name: 'last.txt', content: textOfSize(1.5 * MB) }], bigKey);
    expect(past.statusCode).toBe(413);
    expect(past.json().error).toBe(
      'The files of a voicebot may total at most 50MB. Please choose smaller files.',
    );
    const kept = await testDb.db
      .selectFrom('storedFiles')
      .select('sanitizedName')
      .where('usedBy', '=', big)
      .execute();
    expect(kept).toHaveLength(5);
  });

  it('keeps another visitor out: 409 without the key, 403 with a wrong one, 404 to read or delete', async () => {
    const voicebotId = newVoicebotId();
    const created = await upload(voicebotId, [knowledgeFixtures()[2] as UploadFile]);
    const ownerKey = ragUploadResponseSchema.parse(created.json()).owner_key ?? '';
    const intruderFile = [{ name: 'spam.txt', content: Buffer.from('Buy cheap watches now.') }];

    const noKey = await upload(voicebotId, intruderFile);
    expect(noKey.statusCode).toBe(409);
    expect(noKey.json().code).toBe('VOICEBOT_CLAIMED');
    const wrongKey = await upload(voicebotId, intruderFile, 'A'.repeat(43));
    expect(wrongKey.statusCode).toBe(403);

    for (const key of [undefined, 'A'.repeat(43)]) {
      const headers = key ? { [voicebotOwnerKeyHeader]: key } : {};
      const read = await testApp.app.inject({
        method: 'GET',
        url: `/api/rag/voicebots/${voicebotId}`,
        headers,
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('VOICEBOT_NOT_FOUND');
      const removal = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/rag/voicebots/${voicebotId}`,
        headers,
      });
      expect(removal.statusCode).toBe(404);
      const ask = await testApp.app.inject({
        method: 'POST',
        url: '/api/rag/ask',
        headers,
        payload: { voicebot_id: voicebotId, question: 'What is the emergency line?' },
      });
      expect(ask.statusCode).toBe(404);
    }
    // An unknown bot reads the same as someone else's.
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/voicebots/${newVoicebotId()}`,
      headers: { [voicebotOwnerKeyHeader]: ownerKey },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'Voicebot not found.',
      code: 'VOICEBOT_NOT_FOUND',
    });

    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/voicebots/${voicebotId}`,
      headers: { [voicebotOwnerKeyHeader]: ownerKey },
    });
    expect(own.statusCode).toBe(200);
    expect(voicebotDetailsSchema.parse(own.json())).toMatchObject({
      voicebot_id: voicebotId,
      files_count: 1,
      chunks_count: 0,
      status: 'empty',
    });
    const files = await testDb.db.selectFrom('storedFiles').select('id').execute();
    expect(files).toHaveLength(1);
    // Not indexed yet: the owner's question finds nothing, and says so.
    const early = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/ask',
      headers: { [voicebotOwnerKeyHeader]: ownerKey },
      payload: { voicebot_id: voicebotId, question: 'What is the emergency line?' },
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ source: 'none', citations: [] });
  });

  it('refuses a body that is not multipart and one without files', async () => {
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/rag/upload',
      payload: { voicebot_id: newVoicebotId() },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload(newVoicebotId(), []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please choose at least one file to upload.');
    // The chat's own collection is named "site": no bot may write into it.
    const site = await upload('site', [{ name: 'a.txt', content: Buffer.from('Site takeover.') }]);
    expect(site.statusCode).toBe(400);
    expect(await storedNothing('site')).toBe(true);
  });
});
