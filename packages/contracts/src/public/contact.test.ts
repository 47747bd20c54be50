import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  service: 'voice-agents',
  message: 'We would like a voice agent for bookings.',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('contactRequestSchema (spec: site-marketing-careers §3 and §5)', () => {
  it('accepts the spec fields', () => {
    expect(contactRequestSchema.parse(valid)).toEqual(valid);
  });

  it('treats company and service as optional, blank meaning absent', () => {
    const parsed = contactRequestSchema.parse({ ...valid, company: '  ', service: '' });
    expect(parsed.company).toBeUndefined();
    expect(parsed.service).toBeUndefined();
    const { company: _c, service: _s, ...required } = valid;
    expect(contactRequestSchema.safeParse(required).success).toBe(true);
  });

  it('rejects missing required fields with their paths', () => {
    expect(fieldErrors({})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter a message',
    });
  });

  it('trims before the blank check and checks the e-mail', () => {
    expect(fieldErrors({ ...valid, name: '   ', email: 'nope', message: '\n' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please enter a message',
    });
  });

  it('gives one message for a blank e-mail', () => {
    expect(fieldErrors({ ...valid, email: '  ' })).toEqual({
      email: 'Please enter your email address',
    });
  });

  it('refuses a service outside the four choices', () => {
    expect(Object.keys(fieldErrors({ ...valid, service: 'crypto' }))).toEqual(['service']);
  });

  it('bounds the message length', () => {
    expect(Object.keys(fieldErrors({ ...valid, message: 'x'.repeat(5001) }))).toEqual(['message']);
  });

  it('accepts the optional abuse-protection fields and refuses NUL characters', () => {
    const parsed = contactRequestSchema.parse({
      ...valid,
      website: '',
      startedAt: 1_700_000_000_000,
    });
    expect(parsed).toMatchObject({ website: '', startedAt: 1_700_000_000_000 });
    expect(fieldErrors({ ...valid, startedAt: -1 })).toHaveProperty('startedAt');
    expect(fieldErrors({ ...valid, message: 'Hi\u0000' })).toEqual({
      message: 'Must not contain NUL characters',
    });
  });
});
