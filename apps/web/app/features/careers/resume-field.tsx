import { applicationFormCopy as copy } from '@phi/content';
import { resumeUpload, uploadProgress } from '@phi/contracts/constants';
import { applicationPageMessages } from '@phi/contracts/messages';
import { type ChangeEvent, useId, useState } from 'react';
import { controlClassName, FormSection } from '../../components/form-field.tsx';
import { formatFileSizeMb, validateResumeFile } from '../../lib/file-validation.ts';

// The picker offers what the API accepts, by extension and by type.
const acceptedResumeTypes = [
  ...resumeUpload.acceptedExtensions,
  ...resumeUpload.acceptedMimeTypes,
].join(',');

export interface ResumeFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** "Please upload your resume" after a submit without a file. */
  requiredError: string | undefined;
  /** The name the file travels under, when sanitising changed it. */
  uploadName: string | undefined;
  /** Upload progress in percent; shown while above 0. */
  progress: number;
}

// spec: site-marketing-careers §5 and §8, the resume picker: only .pdf, .docx and .txt, at most
// 5 MB, otherwise the spec's alert texts, shown in an alert region
// (docs/architecture.md#departures, 3). A refused file is not kept.
export function ResumeField({
  file,
  onFileChange,
  requiredError,
  uploadName,
  progress,
}: ResumeFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) {
      return;
    }
    const problem = validateResumeFile(chosen);
    setRefusal(problem);
    if (problem) {
      event.target.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  // A submit without a file asks for one, even after a refused file.
  const message = requiredError ?? refusal;
  return (
    <FormSection title={applicationPageMessages.resumeUpload}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {copy.resumeFile}
      </label>
      <input
        id={inputId}
        type="file"
        accept={acceptedResumeTypes}
        onChange={onChange}
        aria-describedby={hintId}
        aria-invalid={message !== undefined && message !== null}
        className={`${controlClassName} border-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-sky-400 file:px-3 file:py-1.5 file:font-semibold file:text-slate-950`}
      />
      <p id={hintId} className="mt-2 text-sm text-slate-400">
        {copy.resumeHint}
      </p>
      <div role="alert" className="empty:hidden mt-2 text-sm font-medium text-rose-300">
        {message ?? null}
      </div>
      {file ? (
        <p className="mt-3 text-sm text-slate-200">
          {copy.selectedResume(file.name, formatFileSizeMb(file.size))}
          {uploadName && uploadName !== file.name ? (
            <span className="block text-slate-400">{copy.sentAs(uploadName)}</span>
          ) : null}
        </p>
      ) : null}
      {progress > 0 ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={copy.uploadProgress}
            aria-valuemin={0}
            aria-valuemax={uploadProgress.donePercent}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-sky-400 transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-1 text-right text-xs text-slate-400">{progress}%</p>
        </div>
      ) : null}
    </FormSection>
  );
}
