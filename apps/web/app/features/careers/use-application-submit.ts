import { uploadProgress } from '@phi/contracts/constants';
import type { FieldError } from '@phi/contracts/errors';
import { applicationAlertMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import {
  type ApplicationForm,
  buildApplicantId,
  buildApplicationSubmission,
  sanitizeFileName,
} from '@phi/contracts/public';
import { ApiError, readFieldErrors, readServerMessage } from '@phi/ui/api';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { submitApplication, uploadResume } from './jobs-api.ts';

export type SubmitPhase = 'idle' | 'uploading' | 'submitting';

export interface SubmitFailure {
  /** The spec's alert text. */
  message: string;
  /** What the service said, when it said more than the alert does. */
  detail: string | undefined;
  fields: readonly FieldError[];
}

/** spec: site-marketing-careers §4 and §9, byte progress shown up to 90% until the answer. */
export function toUploadPercent(fraction: number): number {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * uploadProgress.donePercent);
  return Math.min(percent, uploadProgress.capPercent);
}

export function uploadFailureMessage(error: unknown): string {
  const message = readServerMessage(error);
  // The alert adds its own full stop after the message: "... failed: {message}. Please ...".
  return applicationAlertMessages.resumeUploadFailed(
    (message ?? applicationAlertMessages.uploadFailedDefault).replace(/\.+$/, ''),
  );
}

/**
 * spec: site-marketing-careers §4, the submit flow: idle, uploading with progress, submitting,
 * then success (message and redirect to /careers) or failure (the visitor may retry). A resume
 * already uploaded for this very file is not sent again on a retry: the service accepts one
 * unused upload per application.
 */
function isJobNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'JOB_NOT_FOUND';
}

/**
 * A job closed while its page was open (the list is cached for minutes) is answered
 * JOB_NOT_FOUND by the upload or the application; `onJobNotFound` then replaces the form with
 * "Job Not Found" instead of offering a retry that cannot succeed.
 */
export function useApplicationSubmit(
  jobId: string,
  isGeneral: boolean,
  onJobNotFound?: () => void,
) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const uploaded = useRef<{ file: File; fileUrl: string } | null>(null);

  const submit = async (values: ApplicationForm, resume: File): Promise<void> => {
    setFailure(null);
    let fileUrl = uploaded.current?.file === resume ? uploaded.current.fileUrl : undefined;
    if (fileUrl === undefined) {
      setPhase('uploading');
      setProgress(0);
      try {
        fileUrl = await uploadResume({
          jobId,
          file: resume,
          fileName: sanitizeFileName(resume.name).sanitizedName,
          applicantId: buildApplicantId(
            values.personalInfo.firstName,
            values.personalInfo.lastName,
            Date.now(),
          ),
          onProgress: (fraction) => setProgress(toUploadPercent(fraction)),
        });
      } catch (error) {
        console.error('Resume upload failed', error);
        if (isJobNotFound(error) && onJobNotFound) {
          onJobNotFound();
          return;
        }
        setPhase('idle');
        setProgress(0);
        setFailure({ message: uploadFailureMessage(error), detail: undefined, fields: [] });
        return;
      }
      uploaded.current = { file: resume, fileUrl };
      setProgress(uploadProgress.donePercent);
    }

    setPhase('submitting');
    try {
      await submitApplication(buildApplicationSubmission(jobId, values, fileUrl));
    } catch (error) {
      console.error(applicationAlertMessages.submitFailed, error);
      if (isJobNotFound(error) && onJobNotFound) {
        onJobNotFound();
        return;
      }
      setPhase('idle');
      setProgress(0);
      setFailure({
        message: applicationAlertMessages.submitFailedAlert,
        detail: readServerMessage(error),
        fields: readFieldErrors(error),
      });
      return;
    }
    setProgress(0);
    // The toast outlives the page: the site's toaster sits above the routes.
    toast.success(
      isGeneral ? applicationAlertMessages.resumeSubmitted : applicationAlertMessages.submitted,
    );
    await navigate(routePaths.careers);
  };

  return { phase, progress, failure, submit };
}
