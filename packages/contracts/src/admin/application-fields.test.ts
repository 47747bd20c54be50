import { describe, expect, it } from 'vitest';
import { readEducation, readExperience, readPersonalInfo } from './application-fields.ts';

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
