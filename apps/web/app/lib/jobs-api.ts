import type {
  ApplicationSubmissionInput,
  ApplicationSubmitResponse,
  Job,
} from '@phi/contracts/public';
import { ApiError, parseJsonText, readApiError, toApiError } from './api-error.ts';

// The careers calls of spec: site-marketing-careers §7. Contract schemas are loaded on demand:
// zod and the public contracts would otherwise double the prerendered pages' initial
// JavaScript, and each request is already in flight while they load.
const loadContracts = () => import('@phi/contracts/public');

const jsonHeaders = { accept: 'application/json', 'content-type': 'application/json' };

/**
 * One job posting by id, or null when it cannot be loaded: unknown or inactive id, a network
 * failure or an answer outside the contract all show the same "Job Not Found" screen
 * (spec: site-marketing-careers §2.10).
 */
export async function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    const response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}`, {
      headers: { accept: 'application/json' },
      credentials: 'include',
      signal,
    });
    if (!response.ok) {
      return null;
    }
    const [{ jobSchema }, body] = await Promise.all([
      loadContracts(),
      response.json() as Promise<unknown>,
    ]);
    const parsed = jobSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    return null;
  }
}

/**
 * The open positions (spec: site-marketing-careers §2.9, GET /api/jobs). Throws on a failed
 * request or an answer outside the contract, so the query retries and then shows its error.
 */
export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  const response = await fetch('/api/jobs', {
    headers: { accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    throw await readApiError(response);
  }
  const [{ jobListResponseSchema }, body] = await Promise.all([
    loadContracts(),
    response.json() as Promise<unknown>,
  ]);
  return jobListResponseSchema.parse(body);
}

export interface ResumeUploadRequest {
  /** The job's id, or the word general. */
  jobId: string;
  file: Blob;
  /** The sanitised name the file travels under (spec: site-marketing-careers §5). */
  fileName: string;
  /** First name, last name and a timestamp joined (spec: site-marketing-careers §7). */
  applicantId: string;
  /** The share of the file's bytes sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/jobs/{jobId}/resume-upload as multipart, answering the stored file's reference.
 * XMLHttpRequest rather than fetch: only it reports the bytes sent (ARCHITECTURE.md
 * departure 4, real upload progress).
 */
export function uploadResume(request: ResumeUploadRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/jobs/${encodeURIComponent(request.jobId)}/resume-upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const body = parseJsonText(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        void toApiError(xhr.status, body).then(reject, reject);
        return;
      }
      loadContracts().then(({ resumeUploadResponseSchema }) => {
        const parsed = resumeUploadResponseSchema.safeParse(body);
        if (parsed.success) {
          resolve(parsed.data.fileUrl);
        } else {
          reject(new ApiError(xhr.status));
        }
      }, reject);
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    // The text field goes first, as browsers send a form: the service reads it before the file.
    const form = new FormData();
    form.append('applicantId', request.applicantId);
    form.append('resume', request.file, request.fileName);
    xhr.send(form);
  });
}

/** POST /api/jobs/{jobId}/apply with the payload the spec's client sends (§3, §7). */
export async function submitApplication(
  submission: ApplicationSubmissionInput,
): Promise<ApplicationSubmitResponse> {
  const response = await fetch(`/api/jobs/${encodeURIComponent(submission.jobId)}/apply`, {
    method: 'POST',
    headers: jsonHeaders,
    credentials: 'include',
    body: JSON.stringify(submission),
  });
  if (!response.ok) {
    throw await readApiError(response);
  }
  const [{ applicationSubmitResponseSchema }, body] = await Promise.all([
    loadContracts(),
    response.json() as Promise<unknown>,
  ]);
  return applicationSubmitResponseSchema.parse(body);
}
