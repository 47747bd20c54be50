import { describe, expect, it } from 'vitest';
import { jobFormSchema } from './jobs.ts';

const valid = {
  title: 'ML Engineer',
  location: 'Nottingham',
  type: 'Full Time',
  description: 'Build models.',
  requirements: ['Python'],
  isActive: true,
};

function messages(input: unknown): Record<string, string> {
  const result = jobFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('jobFormSchema (spec: chat-news-admin §5)', () => {
  it('trims values before the blank check and uses the spec messages', () => {
    expect(
      messages({
        ...valid,
        title: '   ',
        location: '\t',
        description: ' ',
        requirements: ['  ', ''],
      }),
    ).toEqual({
      title: 'Job title is required',
      location: 'Location is required',
      description: 'Job description is required',
      requirements: 'At least one requirement is needed',
    });
  });

  it('reports missing fields with the same messages', () => {
    expect(messages({})).toEqual({
      title: 'Job title is required',
      location: 'Location is required',
      description: 'Job description is required',
      requirements: 'At least one requirement is needed',
    });
  });

  it('drops blank requirements and trims the rest', () => {
    const parsed = jobFormSchema.parse({
      ...valid,
      title: ' ML Engineer ',
      requirements: [' Go ', '', '  ', 'SQL'],
    });
    expect(parsed.title).toBe('ML Engineer');
    expect(parsed.requirements).toEqual(['Go', 'SQL']);
  });

  it('defaults type to Full Time and isActive to true, and refuses unknown types', () => {
    const { type: _t, isActive: _a, ...rest } = valid;
    expect(jobFormSchema.parse(rest)).toMatchObject({ type: 'Full Time', isActive: true });
    expect(Object.keys(messages({ ...valid, type: 'Gig' }))).toEqual(['type']);
  });
});
