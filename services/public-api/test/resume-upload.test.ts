import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { resumeUpload } from '@phi/contracts/constants';
import { errorBodySchema } from '@phi/contracts/errors';
import { parseStoredFileUrl, resumeUploadResponseSchema } from '@phi/contracts/public';
import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { createFileStore } from '@phi/files';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeResume } from '../src/routes/resumes/resume-upload.service.ts';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';
import {
  buildDocx,
  buildMultipart,
  executable,
  htmlPage,
  type MultipartFile,
  minimalPdf,
  plainTextResume,
} from './upload-fixtures.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let filesDir: string;
let openJobId: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seed(testDb.db, { adminPassword: 'upload-test-admin-password' });
  const job = await testDb.db
    .selectFrom('jobs')
    .select('id')
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  openJobId = job.id;
  filesDir = await mkdtemp(join(tmpdir(), 'phi-resumes-'));
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: { FILES_DIR: filesDir, RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: '1000' },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  await rm(filesDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await testDb.db.deleteFrom('storedFiles').execute();
  await rm(filesDir, { recursive: true, force: true });
});

function upload(file: MultipartFile | undefined, jobId = 'general') {
  const { payload, headers } = buildMultipart(file, { applicantId: 'Ada_Lovelace_1700000000000' });
  return testApp.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/resume-upload`,
    payload,
    headers,
  });
}

async function storedRows() {
  return testDb.db.selectFrom('storedFiles').selectAll().execute();
}

async function filesOnDisk(): Promise<string[]> {
  return readdir(filesDir).catch(() => []);
}

describe('POST /api/jobs/:jobId/resume-upload, accepted files', () => {
  it.each([
    ['a PDF', 'resume.pdf', minimalPdf, 'application/pdf'],
    [
      'a DOCX',
      'resume.docx',
      buildDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['UTF-8 text', 'resume.txt', plainTextResume, 'text/plain'],
  ])('stores %s privately under a generated id', async (_case, name, content, mimeType) => {
    const response = await upload({ name, content }, openJobId);
    expect(response.statusCode).toBe(201);
    const { fileUrl } = resumeUploadResponseSchema.parse(response.json());
    const id = parseStoredFileUrl(fileUrl);
    expect(id).not.toBeNull();
    expect(fileUrl).toBe(`/api/admin/files/${id}`);

    const [row] = await storedRows();
    expect(row).toMatchObject({
      id,
      purpose: 'resume',
      originalName: name,
      sanitizedName: name,
      mimeType,
      sizeBytes: content.length,
      storageKey: id,
      usedAt: null,
      usedBy: null,
    });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await filesOnDisk()).toEqual([id]);
    expect(await readFile(join(filesDir, String(id)))).toEqual(content);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const content = Buffer.alloc(resumeUpload.maxBytes, 'a');
    const response = await upload({ name: 'long.txt', content });
    expect(response.statusCode).toBe(201);
    expect((await storedRows())[0]?.sizeBytes).toBe(resumeUpload.maxBytes);
  });
});

describe('POST /api/jobs/:jobId/resume-upload, refused files leave nothing behind', () => {
  it('answers 413 for 5 MB plus one byte, with no file and no row', async () => {
    const content = Buffer.concat([
      minimalPdf,
      Buffer.alloc(resumeUpload.maxBytes + 1 - minimalPdf.length, 'a'),
    ]);
    const response = await upload({ name: 'big.pdf', content });
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'File size must be less than 5MB',
    });
    expect(await filesOnDisk()).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['HTML named .pdf', 'cv.pdf', htmlPage],
    ['an executable named .pdf', 'cv.pdf', executable],
    ['an executable named .txt', 'cv.txt', executable],
    ['text named .pdf', 'cv.pdf', plainTextResume],
    ['a PDF named .docx', 'cv.docx', minimalPdf],
    ['a PDF named .exe', 'cv.exe', minimalPdf],
    ['HTML named .html', 'cv.html', htmlPage],
  ])('answers 415 for %s, with no file and no row', async (_case, name, content) => {
    const response = await upload({ name, content, contentType: 'application/pdf' });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Please upload a PDF, DOCX, or TXT file',
    });
    expect(await filesOnDisk()).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('answers 400 naming the resume field when no file is sent', async () => {
    const response = await upload(undefined);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'resume', message: 'Please upload your resume' }],
    });
  });

  it('answers 400 when the file comes under another field name', async () => {
    const response = await upload({ field: 'document', name: 'cv.pdf', content: minimalPdf });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('answers 415 when the body is not multipart', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobs/general/resume-upload',
      payload: { resume: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['an unknown job', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-job'],
  ])('answers 404 JOB_NOT_FOUND for %s', async (_case, jobId) => {
    const response = await upload({ name: 'cv.pdf', content: minimalPdf }, jobId);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('JOB_NOT_FOUND');
    expect(await storedRows()).toEqual([]);
  });
});

describe('POST /api/jobs/:jobId/resume-upload, file names (spec: voice §5)', () => {
  // The multipart parser already keeps only the last path segment; the sanitiser is the second
  // line of defence, so only the stored sanitised name is pinned for paths.
  it.each([
    ['a path climbing out', '../../etc/passwd.txt', 'passwd.txt'],
    ['a Windows path', '..\\..\\boot.txt', 'boot.txt'],
    ['a right-to-left override', 'cv\u202Etxt.exe.txt', 'cv_txt.exe.txt'],
    ['a dot-only name', '...txt', 'unnamed_file.txt'],
  ])('neutralises %s in the stored row', async (_case, name, expected) => {
    const response = await upload({ name, content: plainTextResume });
    expect(response.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row?.sanitizedName).toBe(expected);
    expect(row?.sanitizedName).not.toMatch(/[/\\\r\n\u202E]|\.\./);
    expect(await filesOnDisk()).toEqual([row?.id]);
  });
});

describe('storeResume, hostile names the multipart parser drops or passes on', () => {
  it('refuses a CR/LF name at the HTTP layer without storing anything', async () => {
    const response = await upload({ name: 'cv\r\nX-Evil: 1.txt', content: plainTextResume });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
    expect(await filesOnDisk()).toEqual([]);
  });

  it.each([
    ['CR/LF', 'cv\r\nX-Evil: 1.txt', 'cv_X-Evil_1.txt'],
    ['a path climbing out', '../../etc/passwd.txt', 'etc_passwd.txt'],
    ['a right-to-left override', 'invoice\u202Etxt.exe.txt', 'invoice_txt.exe.txt'],
    ['a NUL character', 'cv\u0000.txt', 'cv_.txt'],
  ])('neutralises %s when called directly', async (_case, name, expected) => {
    const files = createFileStore(filesDir);
    const answer = await storeResume(
      { db: testDb.db, files },
      { fileName: name, stream: Readable.from([plainTextResume]) },
    );
    const [row] = await storedRows();
    expect(answer.fileUrl).toBe(`/api/admin/files/${row?.id}`);
    expect(row?.originalName).toBe(name.replace('\u0000', '\uFFFD'));
    expect(row?.sanitizedName).toBe(expected);
    expect(await filesOnDisk()).toEqual([row?.id]);
  });
});
