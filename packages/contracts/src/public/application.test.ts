import { describe, expect, it } from 'vitest';
import {
  type ApplicationFormInput,
  applicationFormSchema,
  applicationSubmissionSchema,
  buildApplicationSubmission,
  type ExperienceEntryInput,
  emptyApplicationForm,
  experienceEntrySchema,
  isGeneralApplication,
} from './application.ts';

const form: ApplicationFormInput = {
  personalInfo: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+44 20 7946 0000',
    linkedin: 'https://linkedin.com/in/grace',
    portfolio: '',
    location: 'Nottingham',
    workAuthorization: 'authorized',
  },
  experience: [
    {
      company: 'Navy',
      title: 'Engineer',
      startDate: '1943-01',
      endDate: '',
      current: true,
      description: 'Compilers',
    },
  ],
  education: [
    { institution: 'Yale', degree: 'PhD', field: 'Mathematics', graduationYear: '1934', gpa: '' },
  ],
  skills: ['COBOL', 'Leadership'],
  coverLetter: 'I would like to join.',
};

describe('applicationFormSchema (spec: site-marketing-careers §5)', () => {
  it('accepts a complete form', () => {
    expect(applicationFormSchema.safeParse(form).success).toBe(true);
  });

  it('reports every required field of the blank form with its path', () => {
    const result = applicationFormSchema.safeParse(emptyApplicationForm);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(
      [
        'coverLetter',
        'education.0.degree',
        'education.0.field',
        'education.0.graduationYear',
        'education.0.institution',
        'experience.0.company',
        'experience.0.description',
        'experience.0.startDate',
        'experience.0.title',
        'personalInfo.email',
        'personalInfo.firstName',
        'personalInfo.lastName',
        'personalInfo.location',
        'personalInfo.phone',
      ].sort(),
    );
  });

  it('defaults work authorization to authorized', () => {
    const { workAuthorization: _w, ...personalInfo } = form.personalInfo;
    const parsed = applicationFormSchema.parse({ ...form, personalInfo });
    expect(parsed.personalInfo.workAuthorization).toBe('authorized');
  });

  it('refuses non-http links', () => {
    const result = applicationFormSchema.safeParse({
      ...form,
      personalInfo: { ...form.personalInfo, portfolio: 'javascript:alert(1)' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['personalInfo', 'portfolio']);
  });
});

describe('phone rule', () => {
  const withPhone = (phone: string) => ({ ...form, personalInfo: { ...form.personalInfo, phone } });
  const serverAccepts = (phone: string) =>
    applicationSubmissionSchema.safeParse(
      buildApplicationSubmission('job-1', withPhone(phone), '/api/admin/files/abc'),
    ).success;

  it.each([
    '+44 20 7946 0958 ext. 123',
    '+44 20 7946 0958 ext 123',
    '+44 20 7946 0958 x123',
    '020 7946 0958 extension 45',
    '(020) 7946-0958',
  ])('accepts %s in the form and on the server', (phone) => {
    expect(applicationFormSchema.safeParse(withPhone(phone)).success).toBe(true);
    expect(serverAccepts(phone)).toBe(true);
  });

  it.each(['call me', '+44 20 7946 0958 ext.', 'x123', '12'])(
    'refuses %s with the spec message',
    (phone) => {
      const result = applicationFormSchema.safeParse(withPhone(phone));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter a valid phone number',
      ]);
      expect(serverAccepts(phone)).toBe(false);
    },
  );
});

describe('experience entry (spec: site-marketing-careers §4)', () => {
  const entry = form.experience[0] as ExperienceEntryInput;

  it("drops the end date of a current job and keeps a past job's", () => {
    const current = experienceEntrySchema.parse({ ...entry, current: true, endDate: '1950-01' });
    expect(current.endDate).toBeUndefined();
    expect(JSON.stringify(current)).not.toContain('endDate');
    const past = experienceEntrySchema.parse({ ...entry, current: false, endDate: '1950-01' });
    expect(past).toMatchObject({ current: false, endDate: '1950-01' });
  });

  it('stores no end date for a current job sent with one', () => {
    const submission = applicationSubmissionSchema.parse(
      buildApplicationSubmission(
        'job-1',
        { ...form, experience: [{ ...entry, current: true, endDate: '1950-01' }] },
        undefined,
      ),
    );
    expect(submission.experience[0]?.endDate).toBeUndefined();
  });
});

describe('submitted application payload (spec: site-marketing-careers §3 and §7)', () => {
  it('JSON-encodes the text fields and round-trips through the server schema', () => {
    const wire = buildApplicationSubmission('job-1', form, '/api/admin/files/abc');
    expect(typeof wire.personalInfo).toBe('string');
    expect(JSON.parse(wire.experience)).toHaveLength(1);
    const parsed = applicationSubmissionSchema.parse(wire);
    expect(parsed.personalInfo.email).toBe('grace@example.com');
    expect(parsed.education[0]?.institution).toBe('Yale');
    expect(parsed.skills).toEqual(['COBOL', 'Leadership']);
  });

  it('sends skills as null when empty and the no-resume marker when absent', () => {
    const wire = buildApplicationSubmission('general', { ...form, skills: [] }, undefined);
    expect(wire.skills).toBeNull();
    expect(wire.resumeUrl).toBe('No resume uploaded');
  });

  it('reports invalid JSON and nested problems under the field path', () => {
    const wire = buildApplicationSubmission('job-1', form, 'x');
    const broken = applicationSubmissionSchema.safeParse({ ...wire, personalInfo: '{not json' });
    expect(broken.error?.issues[0]?.path).toEqual(['personalInfo']);
    const nested = applicationSubmissionSchema.safeParse({
      ...wire,
      personalInfo: JSON.stringify({ ...form.personalInfo, email: 'bad' }),
    });
    expect(nested.error?.issues[0]?.path).toEqual(['personalInfo', 'email']);
  });
});

describe('isGeneralApplication (spec: site-marketing-careers §3)', () => {
  it('treats "general" and a missing id as general', () => {
    expect(isGeneralApplication('general')).toBe(true);
    expect(isGeneralApplication(undefined)).toBe(true);
    expect(isGeneralApplication('')).toBe(true);
    expect(isGeneralApplication('0b7c')).toBe(false);
  });
});
