import { adminConflictCopy, adminScreensCopy } from '@phi/content';
import type { AdminJob, JobFormInput } from '@phi/contracts/admin';
import { adminJobMessages } from '@phi/contracts/messages';
import type { ConflictFieldLabel } from '../../components/edit-conflict-panel.tsx';
import { jobToForm } from './job-form.ts';

/** The job form as text per field, the shape the edit-conflict merge compares. */
export interface JobConflictForm {
  title: string;
  location: string;
  type: string;
  description: string;
  /** One requirement a line, blanks left out. */
  requirements: string;
  isActive: 'true' | 'false' | string;
}

export function toJobConflictForm(form: JobFormInput): JobConflictForm {
  return {
    title: form.title,
    location: form.location,
    type: form.type ?? '',
    description: form.description,
    requirements: (form.requirements ?? [])
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .join('\n'),
    isActive: String(form.isActive ?? true),
  };
}

export const jobConflictFormOf = (job: AdminJob) => toJobConflictForm(jobToForm(job));

/** The job form again from the merged text values. */
export function fromJobConflictForm(merged: JobConflictForm, form: JobFormInput): JobFormInput {
  const requirements = merged.requirements.split('\n').filter((item) => item.trim() !== '');
  return {
    ...form,
    title: merged.title,
    location: merged.location,
    type: merged.type as JobFormInput['type'],
    description: merged.description,
    requirements: requirements.length > 0 ? requirements : [''],
    isActive: merged.isActive === 'true',
  };
}

/** How the conflict table names and shows each field of the job form. */
export const jobConflictFields: Record<keyof JobConflictForm, ConflictFieldLabel> = {
  title: { label: adminScreensCopy.jobTitle },
  location: { label: adminScreensCopy.location },
  type: { label: adminScreensCopy.type },
  description: { label: adminScreensCopy.description },
  requirements: { label: adminScreensCopy.requirements },
  isActive: {
    label: adminJobMessages.activeJobPosting,
    display: (value) => (value === 'true' ? adminConflictCopy.yes : adminConflictCopy.no),
  },
};
