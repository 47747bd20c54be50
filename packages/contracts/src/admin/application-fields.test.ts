import { describe, expect, it } from 'vitest';
import { applicationFormSchema } from '../public/application.ts';
import {
  readApplicantDetails,
  readEducation,
  readEducationDetails,
  readExperience,
  readExperienceDetails,
  readPersonalInfo,
  toSafeLink,
} from './application-fields.ts';

describe('reading application JSON fields (spec: chat-news-admin §3)', () => {
  it('reads name, e-mail and phone from the careers form or a plain name', () => {
    expect(
      readPersonalInfo(
        JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email: 'g@x.io', phone: '1' }),
      ),
    ).toEqual({ name: 'Grace Hopper', email: 'g@x.io', phone: '1' });
    expect(readPersonalInfo(JSON.stringify({ name: 'Ada' }))).toEqual({
      name: 'Ada',
      email: '',
      phone: '',
    });
  });

  it('gives null for text that cannot be parsed (shown as N/A)', () => {
    expect(readPersonalInfo('{broken')).toBeNull();
    expect(readPersonalInfo('[1,2]')).toBeNull();
  });

  it('derives the experience duration from the form dates', () => {
    const json = JSON.stringify([
      { company: 'A', title: 'Dev', startDate: '2020-01', endDate: '2022-06', current: false },
      { company: 'B', title: 'Lead', startDate: '2022-07', current: true },
      { company: 'C', title: 'Intern', duration: '3 months' },
    ]);
    expect(readExperience(json)).toEqual([
      { title: 'Dev', company: 'A', duration: '2020-01 - 2022-06' },
      { title: 'Lead', company: 'B', duration: '2022-07 - Present' },
      { title: 'Intern', company: 'C', duration: '3 months' },
    ]);
    expect(readExperience('nope')).toEqual([]);
  });

  it('reads the graduation year as year', () => {
    const json = JSON.stringify([{ institution: 'Yale', degree: 'PhD', graduationYear: '1934' }]);
    expect(readEducation(json)).toEqual([{ degree: 'PhD', institution: 'Yale', year: '1934' }]);
  });
});

describe('reading every field the careers form sends (detail view)', () => {
  // The careers form's values as submitApplication stores them: the parsed form, as JSON text.
  const form = applicationFormSchema.parse({
    personalInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.example',
      phone: '+44 115 496 0000',
      linkedin: 'https://www.linkedin.com/in/ada',
      portfolio: 'https://ada.example/work',
      location: 'Nottingham, UK',
      workAuthorization: 'sponsor',
    },
    experience: [
      {
        company: 'Analytical Engines',
        title: 'Engineer',
        startDate: '2021-03',
        endDate: '',
        current: true,
        description: 'Built speech pipelines.',
      },
    ],
    education: [
      {
        institution: 'University of Nottingham',
        degree: 'MSc',
        field: 'Computer Science',
        graduationYear: '2020',
        gpa: '3.9',
      },
    ],
    skills: ['TypeScript'],
    coverLetter: 'Hello',
  });

  it('reads location, work authorisation and links from personal info', () => {
    expect(readApplicantDetails(JSON.stringify(form.personalInfo))).toEqual({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.example',
      phone: '+44 115 496 0000',
      location: 'Nottingham, UK',
      workAuthorization: 'sponsor',
      linkedin: 'https://www.linkedin.com/in/ada',
      portfolio: 'https://ada.example/work',
    });
    expect(readApplicantDetails('{broken')).toBeNull();
  });

  it('reads experience descriptions and dates, education fields and GPA', () => {
    expect(readExperienceDetails(JSON.stringify(form.experience))).toEqual([
      {
        title: 'Engineer',
        company: 'Analytical Engines',
        duration: '2021-03 - Present',
        startDate: '2021-03',
        endDate: '',
        isCurrent: true,
        description: 'Built speech pipelines.',
      },
    ]);
    expect(readEducationDetails(JSON.stringify(form.education))).toEqual([
      {
        institution: 'University of Nottingham',
        degree: 'MSc',
        field: 'Computer Science',
        year: '2020',
        gpa: '3.9',
      },
    ]);
  });

  it('makes links of http and https URLs only', () => {
    expect(toSafeLink('https://ada.example/work')).toBe('https://ada.example/work');
    expect(toSafeLink('HTTP://ada.example')).toBe('http://ada.example/');
    for (const unsafe of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ada.example',
      '//ada.example',
      'https://',
      '',
    ]) {
      expect(toSafeLink(unsafe), unsafe).toBeNull();
    }
  });
});
