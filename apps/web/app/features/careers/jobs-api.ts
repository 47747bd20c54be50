import {
  applicationAlertMessages,
  applicationPageMessages,
  careersMessages,
} from '@phi/contracts/messages';
import type {
  ApplicationSubmissionInput,
  ApplicationSubmitResponse,
  Job,
} from '@phi/contracts/public';
import { ApiError, parseJsonText, readErrorAnswer, requestJson } from '@phi/ui/api';

// The careers calls of spec: site-marketing-careers §7. Contract schemas are loaded on demand,
// so zod and the public contracts stay out of the job list's chunk; requestJson loads them
// while the request is in flight.
const loadContracts = () => import('@phi/contracts/public');

/**
 * One job posting by id, or null when it cannot be loaded: unknown or inactive id, a network
 * failure or an answer outside the contract all show the same "Job Not Found" screen
 * (spec: site-marketing-careers §2.10).
 */
export async function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job | null> {
  try {
    return await requestJson(`/api/jobs/${encodeURIComponent(jobId)}`, {
      schema: () => loadContracts().then((contracts) => contracts.jobSchema),
      signal,
      networkErrorMessage: applicationPageMessages.jobNotFound,
      invalidResponseMessage: applicationPageMessages.jobNotFound,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    return null;
  }
}

/**
 * The open positions (spec: site-marketing-careers §2.9, GET /api/jobs). Logs and throws an
 * ApiError on a failed request or an answer outside the contract, so the query retries and then
 * shows its error.
 */
export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  try {
    return await requestJson('/api/jobs', {
      schema: () => loadContracts().then((contracts) => contracts.jobListResponseSchema),
      signal,
      networkErrorMessage: careersMessages.loadFailed,
      invalidResponseMessage: careersMessages.loadFailed,
    });
  } catch (error) {
    // The visitor sees only the list's error state; the console keeps the cause for whoever
    // looks into it. A request aborted because the page went is no failure.
    if (!signal?.aborted) {
      console.error('Failed to load the job list', error);
    }
    throw error;
  }
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
 * XMLHttpRequest rather than fetch: only it reports the bytes sent, and the form shows real
 * upload progress (use-application-submit.ts).
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
      if (xhr.status < 200 || xhr.status >= 300) {
        readErrorAnswer(xhr.status, xhr.responseText, xhr.statusText).then(reject, reject);
        return;
      }
      loadContracts().then(({ resumeUploadResponseSchema }) => {
        const parsed = resumeUploadResponseSchema.safeParse(parseJsonText(xhr.responseText));
        if (parsed.success) {
          resolve(parsed.data.fileUrl);
        } else {
          reject(
            new ApiError('invalid-response', applicationAlertMessages.uploadFailedDefault, {
              status: xhr.status,
            }),
          );
        }
      }, reject);
    };
    xhr.onerror = () =>
      reject(new ApiError('network', applicationAlertMessages.uploadFailedDefault));
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
export function submitApplication(
  submission: ApplicationSubmissionInput,
): Promise<ApplicationSubmitResponse> {
  return requestJson(`/api/jobs/${encodeURIComponent(submission.jobId)}/apply`, {
    method: 'POST',
    body: submission,
    schema: () => loadContracts().then((contracts) => contracts.applicationSubmitResponseSchema),
    networkErrorMessage: applicationAlertMessages.submitFailedAlert,
    invalidResponseMessage: applicationAlertMessages.submitFailedAlert,
  });
}
