import { defaultJobType } from '@phi/contracts';
import type { Job, JobFormInput } from '@phi/contracts/admin';

// The job dialog's values: blank for a new posting, or the posting's own (spec chat-news-admin §5).
export const emptyJobForm: JobFormInput = {
  title: '',
  location: '',
  type: defaultJobType,
  description: '',
  requirements: [''],
  isActive: true,
};

export function jobToForm(job: Job): JobFormInput {
  const { title, location, type, description, requirements, isActive } = job;
  return { title, location, type, description, requirements: [...requirements], isActive };
}
