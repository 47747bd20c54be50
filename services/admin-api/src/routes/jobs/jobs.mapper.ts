import type { Job } from '@phi/contracts/admin';
import type { JobRow } from '@phi/db';

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
