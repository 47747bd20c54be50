import { buildApplicationSubmission, emptyApplicationForm } from '@phi/contracts/public';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '../testing.ts';
import { ApiError } from './api-error.ts';
import { FakeXhr } from './fake-xhr.ts';
import { fetchJob, fetchJobs, submitApplication, uploadResume } from './jobs-api.ts';

const job = sampleJob;
const fileUrl = '/api/admin/files/0b6b0c43-3c1e-4a53-9a2f-55f1c7f9e2a1';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchJob', () => {
  it('returns the job when the answer matches the contract', async () => {
    answer(200, job);
    await expect(fetchJob(job.id)).resolves.toEqual(job);
    expect(fetch).toHaveBeenCalledWith(`/api/jobs/${job.id}`, expect.anything());
  });

  it('returns null for a 404, a malformed answer or a network failure', async () => {
    answer(404, { error: 'Job not found.', code: 'JOB_NOT_FOUND' });
    await expect(fetchJob('missing')).resolves.toBeNull();
    answer(200, { ...job, requirements: 'Python' });
    await expect(fetchJob(job.id)).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchJob(job.id)).resolves.toBeNull();
  });

  it('encodes the id into the path', async () => {
    answer(404, {});
    await fetchJob('a/b');
    expect(fetch).toHaveBeenCalledWith('/api/jobs/a%2Fb', expect.anything());
  });
});

describe('fetchJobs', () => {
  it('returns the list when it matches the contract', async () => {
    answer(200, [job]);
    await expect(fetchJobs()).resolves.toEqual([job]);
    expect(fetch).toHaveBeenCalledWith('/api/jobs', expect.anything());
  });

  it('throws on an error answer or a list outside the contract, so the query retries', async () => {
    answer(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' });
    await expect(fetchJobs()).rejects.toBeInstanceOf(ApiError);
    answer(200, [{ ...job, isActive: 'yes' }]);
    await expect(fetchJobs()).rejects.toThrow();
  });
});

describe('uploadResume (ARCHITECTURE.md departure 4, real byte progress)', () => {
  const file = new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' });

  it('posts multipart with the applicant id and the sanitised name, reporting progress', async () => {
    const progress: number[] = [];
    const pending = uploadResume({
      jobId: 'general',
      file,
      fileName: 'Ada_resume.pdf',
      applicantId: 'Ada_Lovelace_1700000000000',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/jobs/general/resume-upload');
    const form = xhr.body as FormData;
    expect(form.get('applicantId')).toBe('Ada_Lovelace_1700000000000');
    expect((form.get('resume') as File).name).toBe('Ada_resume.pdf');
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.respond(201, { fileUrl });
    await expect(pending).resolves.toBe(fileUrl);
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the service's error message", async () => {
    const pending = uploadResume({
      jobId: job.id,
      file,
      fileName: 'resume.pdf',
      applicantId: 'a',
      onProgress: () => {},
    });
    FakeXhr.last().respond(415, {
      error: 'Please upload a PDF, DOCX, or TXT file',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(pending).rejects.toMatchObject({
      status: 415,
      serverMessage: 'Please upload a PDF, DOCX, or TXT file',
    });
  });

  it('rejects without a message when the network fails', async () => {
    const pending = uploadResume({
      jobId: job.id,
      file,
      fileName: 'resume.pdf',
      applicantId: 'a',
      onProgress: () => {},
    });
    FakeXhr.last().fail();
    await expect(pending).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });
});

describe('submitApplication', () => {
  const submission = buildApplicationSubmission(job.id, emptyApplicationForm, fileUrl);

  it('posts the JSON payload to the job and reads the answer', async () => {
    answer(201, { success: true, id: 'a1' });
    await expect(submitApplication(submission)).resolves.toEqual({ success: true, id: 'a1' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe(`/api/jobs/${job.id}/apply`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it('rejects with the field errors the service named', async () => {
    const fields = [{ path: 'personalInfo.email', message: 'Please enter a valid email address' }];
    answer(400, {
      error: 'Some fields are missing or invalid.',
      code: 'VALIDATION_FAILED',
      fields,
    });
    await expect(submitApplication(submission)).rejects.toMatchObject({ status: 400, fields });
  });
});
