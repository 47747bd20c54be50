import type { Job } from '@phi/contracts/admin';
import { describe, expect, it } from 'vitest';
import { jobToForm } from './job-form.ts';

describe('jobToForm', () => {
  it("fills the dialog with the posting's values and a copy of its requirements", () => {
    const job: Job = {
      id: '1',
      title: 'ML Engineer',
      location: 'Remote',
      type: 'Contract',
      description: 'Build models.',
      requirements: ['Python'],
      isActive: false,
      createdAt: '2025-01-01T00:00:00Z',
    };
    const form = jobToForm(job);
    expect(form).toEqual({
      title: 'ML Engineer',
      location: 'Remote',
      type: 'Contract',
      description: 'Build models.',
      requirements: ['Python'],
      isActive: false,
    });
    expect(form.requirements).not.toBe(job.requirements);
  });
});
