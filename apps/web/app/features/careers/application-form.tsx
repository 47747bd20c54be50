import { zodResolver } from '@hookform/resolvers/zod';
import { applicationFormCopy as copy } from '@phi/content';
import { applicationFormMessages, applicationPageMessages } from '@phi/contracts/messages';
import type { ApplicationFormInput } from '@phi/contracts/public';
import {
  type ApplicationForm as ApplicationFormValues,
  applicationFormSchema,
  emptyApplicationForm,
  sanitizeFileName,
} from '@phi/contracts/public';
import { Button, Spinner } from '@phi/ui';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { FormField, FormSection } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';
import { EducationFields } from './education-fields.tsx';
import { ExperienceFields } from './experience-fields.tsx';
import { PersonalInfoFields } from './personal-info-fields.tsx';
import { ResumeField } from './resume-field.tsx';
import { SkillsField } from './skills-field.tsx';
import { useApplicationSubmit } from './use-application-submit.ts';

const formFieldRoots = ['personalInfo', 'experience', 'education', 'skills', 'coverLetter'];

// A field error the service names by a path of this form (the same schema checked it).
function isFormPath(path: string): path is FieldPath<ApplicationFormInput> {
  return formFieldRoots.includes(path.split('.')[0] ?? '');
}

export interface ApplicationFormProps {
  /** The job's id, or the word general. */
  jobId: string;
  isGeneral: boolean;
  /** The job closed meanwhile (JOB_NOT_FOUND): the page shows "Job Not Found" instead. */
  onJobNotFound?: () => void;
}

// spec: site-marketing-careers §2.10, sections in order: Personal Information, Professional
// Experience, Education, Skills and Technologies, Cover Letter, Resume/CV Upload, then Submit
// Application. Checked with the schema the API uses (packages/contracts public/application.ts).
export function ApplicationForm({ jobId, isGeneral, onJobNotFound }: ApplicationFormProps) {
  const form: ApplicationFormApi = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: emptyApplicationForm,
  });
  const [resume, setResume] = useState<File | null>(null);
  const [isResumeMissing, setIsResumeMissing] = useState(false);
  const { phase, progress, failure, submit } = useApplicationSubmit(
    jobId,
    isGeneral,
    onJobNotFound,
  );
  const isBusy = phase !== 'idle';

  useEffect(() => {
    for (const field of failure?.fields ?? []) {
      if (isFormPath(field.path)) {
        form.setError(field.path, { message: field.message });
      }
    }
  }, [failure, form]);

  const onFileChange = (file: File | null) => {
    setResume(file);
    setIsResumeMissing(false);
  };
  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!resume) {
        setIsResumeMissing(true);
        return;
      }
      await submit(values, resume);
    },
    // The resume is not part of the schema: report it with the other missing fields.
    () => setIsResumeMissing(resume === null),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-10">
      <fieldset disabled={isBusy} className="space-y-8">
        <PersonalInfoFields form={form} />
        <ExperienceFields form={form} />
        <EducationFields form={form} />
        <SkillsField form={form} />
        <FormSection title={applicationPageMessages.coverLetter}>
          <FormField
            label={applicationPageMessages.coverLetter}
            error={form.formState.errors.coverLetter?.message}
          >
            {(control) => (
              <textarea
                {...control}
                {...form.register('coverLetter')}
                rows={8}
                placeholder={copy.coverLetterPlaceholder}
              />
            )}
          </FormField>
        </FormSection>
        <ResumeField
          file={resume}
          onFileChange={onFileChange}
          requiredError={isResumeMissing ? applicationFormMessages.resumeRequired : undefined}
          uploadName={resume ? sanitizeFileName(resume.name).sanitizedName : undefined}
          progress={progress}
        />
      </fieldset>

      <div
        role="alert"
        className="empty:hidden mt-8 rounded-xl border border-rose-900 bg-rose-950/40 p-4 text-rose-100"
      >
        {failure ? (
          <>
            <p className="font-semibold">{failure.message}</p>
            {failure.detail && failure.detail !== failure.message ? (
              <p className="mt-1 text-sm text-rose-200">{failure.detail}</p>
            ) : null}
          </>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={isBusy} className="mt-8 w-full sm:w-auto">
        {isBusy ? <Spinner className="[&>span]:size-5" /> : null}
        {phase === 'uploading'
          ? applicationPageMessages.uploadingResume
          : phase === 'submitting'
            ? applicationPageMessages.submittingApplication
            : applicationPageMessages.submitApplication}
      </Button>
    </form>
  );
}
