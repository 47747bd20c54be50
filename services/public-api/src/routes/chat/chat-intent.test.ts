import type { Job } from '@phi/contracts/public';
import { describe, expect, it } from 'vitest';
import { detectChatIntent, isGreeting, matchOpenJobs } from './chat-intent.ts';

function job(id: string, title: string, description = 'Join our team.'): Job {
  return {
    id,
    title,
    location: 'London',
    type: 'Full Time',
    description,
    requirements: ['Curiosity'],
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

describe('detectChatIntent', () => {
  it('hands pricing, demo and quote questions to the contact form', () => {
    for (const question of [
      'How much does it cost?',
      'What are your prices for a voice bot?',
      'Can I book a demo?',
      'I need a quote for an IoT project',
    ]) {
      expect(detectChatIntent(question), question).toBe('contact');
    }
  });

  it('lists jobs for questions about working at Phi', () => {
    for (const question of [
      'Are you hiring engineers?',
      'Do you have any open positions?',
      'careers at Phi',
    ]) {
      expect(detectChatIntent(question), question).toBe('jobs');
    }
  });

  it('leaves other questions alone, including hiring Phi for a project', () => {
    for (const question of [
      'What IoT services do you offer?',
      'I want to hire you to build an app',
    ]) {
      expect(detectChatIntent(question), question).toBeNull();
    }
  });

  it('knows a bare greeting', () => {
    expect(isGreeting('Hello!')).toBe(true);
    expect(isGreeting('thanks, Phi AI')).toBe(true);
    expect(isGreeting('Who are you?')).toBe(true);
    expect(isGreeting('Hello, what do you do in IoT?')).toBe(false);
  });
});

describe('matchOpenJobs', () => {
  const jobs = [
    job('1', 'Product Designer'),
    job('2', 'Senior Software Engineer', 'Build our platform.'),
    job('3', 'Data Scientist', 'Work with our engineering team.'),
  ];

  it('prefers title matches, then description matches', () => {
    expect(matchOpenJobs('Are you hiring engineers?', jobs).map((j) => j.id)).toEqual(['2', '3']);
  });

  it('lists the open jobs in order when nothing matches, with apply paths', () => {
    expect(matchOpenJobs('Are you hiring?', jobs)).toEqual([
      { id: '1', title: 'Product Designer', path: '/careers/apply/1' },
      { id: '2', title: 'Senior Software Engineer', path: '/careers/apply/2' },
      { id: '3', title: 'Data Scientist', path: '/careers/apply/3' },
    ]);
  });
});
