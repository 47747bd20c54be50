import type { AdminApplication } from '@phi/contracts/admin';
import { generalApplicationMessages } from '@phi/contracts/messages';
import type { ApplicationWithJobTitle } from '@phi/db';

// A general application has no job row; it is listed under the careers page's title for it.
export function toAdminApplication(row: ApplicationWithJobTitle): AdminApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle ?? generalApplicationMessages.title,
    personalInfo: row.personalInfo,
    experience: row.experience,
    education: row.education,
    skills: row.skills,
    coverLetter: row.coverLetter,
    resumeUrl: row.resumeUrl,
    status: row.status,
    priority: row.priority,
    rating: row.rating,
    assignedTo: row.assignedTo,
    interviewDate: row.interviewDate?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
