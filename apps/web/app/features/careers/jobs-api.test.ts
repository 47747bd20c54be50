import { errorCatalog } from '@phi/contracts/errors';
import {
  applicationAlertMessages,
  applicationFormMessages,
  careersMessages,
} from '@phi/contracts/messages';
import { buildApplicationSubmission, emptyApplicationForm } from '@phi/contracts/public';
import { ApiError, readServerMessage } from '@phi/ui/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '../../testing.ts';
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
    answer(404, { error: errorCatalog.JOB_NOT_FOUND.message, code: 'JOB_NOT_FOUND' });
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
    answer(500, { error: errorCatalog.INTERNAL.message, code: 'INTERNAL', requestId: 'req-1' });
    await expect(fetchJobs()).rejects.toBeInstanceOf(ApiError);
    await expect(fetchJobs()).rejects.toMatchObject({ kind: 'http', status: 500 });
    answer(200, [{ ...job, isActive: 'yes' }]);
    await expect(fetchJobs()).rejects.toMatchObject({
      kind: 'invalid-response',
      message: careersMessages.loadFailed,
    });
  });

  it('logs a failed fetch to the console instead of failing silently', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      answer(503, { error: errorCatalog.INTERNAL.message, code: 'INTERNAL', requestId: 'req-2' });
      await expect(fetchJobs()).rejects.toBeInstanceOf(ApiError);
      expect(logged).toHaveBeenCalledWith(
        'Failed to load the job list',
        expect.objectContaining({ status: 503 }),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('sends cookies and asks for JSON', async () => {
    answer(200, []);
    await fetchJobs();
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });
});

describe('uploadResume, with real byte progress', () => {
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
      error: applicationAlertMessages.invalidResumeType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(readServerMessage(error)).toBe(applicationAlertMessages.invalidResumeType);
  });

  it("rejects a proxy's own error page or an answer outside the contract without a server message", async () => {
    const upload = () =>
      uploadResume({
        jobId: job.id,
        file,
        fileName: 'resume.pdf',
        applicantId: 'a',
        onProgress: () => {},
      });
    // nginx refuses a body past client_max_body_size before the service sees it.
    const tooLarge = upload();
    FakeXhr.last().respondText(
      413,
      '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n</html>\r\n',
      'Request Entity Too Large',
    );
    const proxyError = await tooLarge.catch((caught: unknown) => caught);
    expect(proxyError).toMatchObject({ kind: 'http', status: 413, code: undefined });
    expect(readServerMessage(proxyError)).toBeUndefined();

    const outsideContract = upload();
    FakeXhr.last().respond(201, { url: fileUrl });
    await expect(outsideContract).rejects.toMatchObject({
      kind: 'invalid-response',
      message: applicationAlertMessages.uploadFailedDefault,
    });
  });

  it('rejects without a server message when the network fails', async () => {
    const pending = uploadResume({
      jobId: job.id,
      file,
      fileName: 'resume.pdf',
      applicantId: 'a',
      onProgress: () => {},
    });
    FakeXhr.last().fail();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(readServerMessage(error)).toBeUndefined();
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
    const fields = [{ path: 'personalInfo.email', message: applicationFormMessages.emailInvalid }];
    answer(400, {
      error: errorCatalog.VALIDATION_FAILED.message,
      code: 'VALIDATION_FAILED',
      fields,
    });
    await expect(submitApplication(submission)).rejects.toMatchObject({ status: 400, fields });
  });
});
