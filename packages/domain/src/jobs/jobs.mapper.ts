import type { Job } from '@phi/contracts/public';
import type { JobRow } from '@phi/db';

// Row types stop at the repository: the contract's Job carries an ISO timestamp.
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    type: row.type,
    description: row.description,
    requirements: row.requirements,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
