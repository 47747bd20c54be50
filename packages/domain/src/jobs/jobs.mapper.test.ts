import { jobSchema } from '@phi/contracts/public';
import type { JobRow } from '@phi/db';
import { describe, expect, it } from 'vitest';
import { toJob } from './jobs.mapper.ts';

const row: JobRow = {
  id: '0b5f4a9e-7d1c-4d7e-9a51-0e2f3f9b8c11',
  title: 'Voice AI Engineer',
  location: 'Nottingham, UK',
  type: 'Full Time',
  description: 'Build voice agents.',
  requirements: ['TypeScript'],
  isActive: false,
  version: 1,
  createdAt: new Date('2026-11-01T09:00:00.000Z'),
};

describe('toJob', () => {
  it('answers the contract shape with an ISO timestamp', () => {
    const job = toJob(row);
    const { version: _version, ...jobColumns } = row;
    expect(job).toEqual({ ...jobColumns, createdAt: '2026-11-01T09:00:00.000Z' });
    expect(jobSchema.parse(job)).toEqual(job);
  });

  it('carries no column the contract does not name', () => {
    const widened = { ...row, internalNote: 'never sent' } as JobRow;
    expect(Object.keys(toJob(widened)).sort()).toEqual(Object.keys(jobSchema.shape).sort());
  });
});
