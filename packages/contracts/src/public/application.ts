import { z } from 'zod';
import { resumeUpload, textLimits } from '../constants.ts';
import { defaultWorkAuthorization, workAuthorizationSchema } from '../enums.ts';
import { applicationFormMessages as m } from '../messages/careers.ts';
import { generalApplicationJobId } from '../navigation.ts';
import {
  hasNoNul,
  httpUrl,
  jsonText,
  nulCharacterMessage,
  optionalText,
  requiredText,
} from '../schema-helpers.ts';

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(textLimits.email)
  .pipe(z.email({ error: m.emailInvalid }));

const optionalHttpUrl = z
  .string()
  .trim()
  .max(textLimits.url)
  .pipe(z.union([z.literal(''), httpUrl()]))
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * A phone number: digits with spaces, brackets, dots or dashes and an optional leading +, then
 * an optional extension ("ext. 123", "ext 123", "extension 123" or "x123"). The form (through
 * zodResolver) and public-api check the same rule.
 */
export const phoneNumberPattern =
  /^\+?[0-9 ().-]{5,40}?(?:\s*(?:ext\.?|extension|x)\s*[0-9]{1,6})?$/i;

// spec: site-marketing-careers §3 (application form) and §5 (required fields)
export const personalInfoSchema = z.object({
  firstName: requiredText(m.firstNameRequired, textLimits.shortText),
  lastName: requiredText(m.lastNameRequired, textLimits.shortText),
  email,
  phone: requiredText(m.phoneRequired, 40).regex(phoneNumberPattern, m.phoneInvalid),
  linkedin: optionalHttpUrl,
  portfolio: optionalHttpUrl,
  location: requiredText(m.locationRequired, textLimits.shortText),
  workAuthorization: workAuthorizationSchema.default(defaultWorkAuthorization),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

// spec: site-marketing-careers §4, the end date is disabled while "I currently work here" is
// ticked, so a current job's end date (one sent by another client) is dropped, never stored.
export const experienceEntrySchema = z
  .object({
    company: requiredText(m.companyRequired, textLimits.shortText),
    title: requiredText(m.jobTitleRequired, textLimits.shortText),
    startDate: requiredText(m.startDateRequired, 40),
    endDate: optionalText(40),
    current: z.boolean().default(false),
    description: requiredText(m.experienceDescriptionRequired, textLimits.longText),
  })
  .transform((entry) => (entry.current ? { ...entry, endDate: undefined } : entry));
export type ExperienceEntryInput = z.input<typeof experienceEntrySchema>;
export type ExperienceEntry = z.output<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  institution: requiredText(m.institutionRequired, textLimits.shortText),
  degree: requiredText(m.degreeRequired, textLimits.shortText),
  field: requiredText(m.fieldOfStudyRequired, textLimits.shortText),
  graduationYear: requiredText(m.graduationYearRequired, 20),
  gpa: optionalText(20),
});
export type EducationEntryInput = z.input<typeof educationEntrySchema>;
export type EducationEntry = z.output<typeof educationEntrySchema>;

export const experienceListSchema = z
  .array(experienceEntrySchema)
  .min(1, m.experienceRequired)
  .max(textLimits.entries);
export const educationListSchema = z
  .array(educationEntrySchema)
  .min(1, m.educationRequired)
  .max(textLimits.entries);

// spec: site-marketing-careers §4, skills are trimmed, blanks and duplicates ignored
export const skillsSchema = z
  .array(z.string().trim().max(textLimits.skill).refine(hasNoNul, nulCharacterMessage))
  .max(textLimits.skills)
  .transform((skills) => [...new Set(skills.filter((skill) => skill !== ''))]);

export const applicationFormSchema = z.object({
  personalInfo: personalInfoSchema,
  experience: experienceListSchema,
  education: educationListSchema,
  skills: skillsSchema,
  coverLetter: requiredText(m.coverLetterRequired, textLimits.longText),
});
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationForm = z.output<typeof applicationFormSchema>;

export const emptyExperienceEntry: ExperienceEntryInput = {
  company: '',
  title: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
};
export const emptyEducationEntry: EducationEntryInput = {
  institution: '',
  degree: '',
  field: '',
  graduationYear: '',
  gpa: '',
};
// spec: site-marketing-careers §4, the form starts with one blank entry of each list
export const emptyApplicationForm: ApplicationFormInput = {
  personalInfo: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    linkedin: '',
    portfolio: '',
    location: '',
    workAuthorization: defaultWorkAuthorization,
  },
  experience: [emptyExperienceEntry],
  education: [emptyEducationEntry],
  skills: [],
  coverLetter: '',
};

// spec: site-marketing-careers §3 and §7 (POST /api/jobs/{jobId}/apply). personalInfo,
// experience and education travel as JSON-encoded text; skills is a list or null when empty.
export const applicationSubmissionSchema = z
  .object({
    jobId: z.string().trim().min(1).max(100),
    personalInfo: jsonText(personalInfoSchema, textLimits.personalInfoJson),
    experience: jsonText(experienceListSchema, textLimits.experienceJson),
    education: jsonText(educationListSchema, textLimits.educationJson),
    skills: skillsSchema.nullable(),
    coverLetter: requiredText(m.coverLetterRequired, textLimits.longText),
    resumeUrl: z.string().trim().min(1, m.resumeRequired).max(textLimits.url),
  })
  .meta({ id: 'ApplicationSubmission' });
/** The wire shape (JSON text fields). */
export type ApplicationSubmissionInput = z.input<typeof applicationSubmissionSchema>;
/** The parsed shape the server stores from. */
export type ApplicationSubmission = z.output<typeof applicationSubmissionSchema>;

/** Builds the wire payload from the form exactly as the spec's client sends it. */
export function buildApplicationSubmission(
  jobId: string,
  form: ApplicationFormInput,
  resumeUrl: string | undefined,
): ApplicationSubmissionInput {
  return {
    jobId,
    personalInfo: JSON.stringify(form.personalInfo),
    experience: JSON.stringify(form.experience),
    education: JSON.stringify(form.education),
    skills: form.skills.length > 0 ? [...form.skills] : null,
    coverLetter: form.coverLetter,
    resumeUrl: resumeUrl ?? resumeUpload.noResumeUrl,
  };
}

// The spec reads a successful answer without naming its fields; ours.
export const applicationSubmitResponseSchema = z
  .object({ success: z.literal(true), id: z.string() })
  .meta({ id: 'ApplicationSubmitResponse' });
export type ApplicationSubmitResponse = z.infer<typeof applicationSubmitResponseSchema>;

export const applyParamsSchema = z.object({ jobId: z.string().trim().min(1).max(100) });
export type ApplyParams = z.infer<typeof applyParamsSchema>;

// spec: site-marketing-careers §7 (POST /api/jobs/{jobId}/resume-upload, multipart)
export const resumeUploadFieldsSchema = z
  .object({ applicantId: z.string().trim().max(300).optional() })
  .meta({ id: 'ResumeUploadFields' });
export type ResumeUploadFields = z.infer<typeof resumeUploadFieldsSchema>;
export const resumeUploadFileField = 'resume';

export const resumeUploadResponseSchema = z
  .object({ fileUrl: z.string() })
  .meta({ id: 'ResumeUploadResponse' });
export type ResumeUploadResponse = z.infer<typeof resumeUploadResponseSchema>;

/** spec: site-marketing-careers §7, applicantId is first name, last name and a timestamp joined. */
export function buildApplicantId(firstName: string, lastName: string, timestamp: number): string {
  return [firstName, lastName, String(timestamp)].join('_');
}

/** spec: site-marketing-careers §3, the word "general" or a missing id means a general application. */
export function isGeneralApplication(jobId: string | undefined | null): boolean {
  return !jobId || jobId === generalApplicationJobId;
}
