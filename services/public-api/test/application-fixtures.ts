import {
  type ApplicationFormInput,
  type ApplicationSubmissionInput,
  buildApplicationSubmission,
} from '@phi/contracts/public';
import type { ServiceFastify } from '@phi/server';
import { buildMultipart, minimalPdf } from './upload-fixtures.ts';

export const validForm: ApplicationFormInput = {
  personalInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    linkedin: 'https://www.linkedin.com/in/ada',
    portfolio: '',
    location: 'London',
    workAuthorization: 'authorized',
  },
  experience: [
    {
      company: 'Analytical Engines',
      title: 'Analyst',
      startDate: '1842-01',
      endDate: '',
      current: true,
      description: 'Wrote the first program.',
    },
  ],
  education: [
    {
      institution: 'Home tuition',
      degree: 'Mathematics',
      field: 'Mathematics',
      graduationYear: '1835',
      gpa: '',
    },
  ],
  skills: ['Mathematics', 'Programming'],
  coverLetter: 'I would like to join your team.',
};

export function validSubmission(
  jobId: string,
  resumeUrl: string,
  form: ApplicationFormInput = validForm,
): ApplicationSubmissionInput {
  return buildApplicationSubmission(jobId, form, resumeUrl);
}

/** Uploads a real PDF through the API and answers its private reference. */
export async function uploadResume(app: ServiceFastify, jobId = 'general'): Promise<string> {
  const { payload, headers } = buildMultipart({ name: 'cv.pdf', content: minimalPdf });
  const response = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/resume-upload`,
    payload,
    headers,
  });
  if (response.statusCode !== 201) {
    throw new Error(`resume upload failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { fileUrl: string }).fileUrl;
}
