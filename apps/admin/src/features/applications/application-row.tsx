import { adminScreensCopy, applicationStatusLabels, priorityLabels } from '@phi/content';
import {
  type AdminApplication,
  type ApplicantContact,
  readPersonalInfo,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { parseStoredFileUrl } from '@phi/contracts/public';
import { Eye, FileText, Pencil } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { RowDetail, RowNotes } from '../../components/list-row.tsx';
import { previewSkills } from '../../lib/previews.ts';
import { formatStaffDate, formatStaffDateTime } from '../../lib/staff-dates.ts';
import { StarRating } from './star-rating.tsx';

interface ApplicationRowProps {
  application: AdminApplication;
  onEdit: (application: AdminApplication) => void;
  onViewResume: (application: AdminApplication) => void;
  onViewDetails: (application: AdminApplication) => void;
}

/** The name from already-read personal info (see readPersonalInfo). */
export function candidateName(person: ApplicantContact | null): string {
  return person?.name || adminApplicationMessages.notAvailable;
}

// spec: chat-news-admin §2 (applications), each row: candidate, status, priority, job title,
// e-mail, applied and interview dates, 5 skill chips and "+N more", stars, notes (100 chars)
export function ApplicationRow({
  application,
  onEdit,
  onViewResume,
  onViewDetails,
}: ApplicationRowProps) {
  const person = readPersonalInfo(application.personalInfo);
  const name = candidateName(person);
  const skills = previewSkills(application.skills);
  const hasResume = parseStoredFileUrl(application.resumeUrl) !== null;
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-white">{name}</h3>
          <Badge value={application.status} label={applicationStatusLabels[application.status]} />
          <Badge value={application.priority} label={priorityLabels[application.priority]} />
          <StarRating rating={application.rating} />
        </div>
        <div className="flex gap-1">
          <IconButton
            label={adminScreensCopy.applicationDetails.open(name)}
            icon={Eye}
            onClick={() => onViewDetails(application)}
          />
          {hasResume ? (
            <IconButton
              label={adminScreensCopy.viewResume(name)}
              icon={FileText}
              onClick={() => onViewResume(application)}
            />
          ) : null}
          <IconButton
            label={adminScreensCopy.edit(name)}
            icon={Pencil}
            onClick={() => onEdit(application)}
          />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <RowDetail label={adminScreensCopy.position}>{application.jobTitle}</RowDetail>
        <RowDetail label={adminScreensCopy.email} className="break-all">
          {person?.email || adminApplicationMessages.notAvailable}
        </RowDetail>
        <RowDetail label={adminScreensCopy.applied}>
          {formatStaffDate(application.createdAt)}
        </RowDetail>
        <RowDetail label={adminScreensCopy.interview}>
          {formatStaffDateTime(application.interviewDate)}
        </RowDetail>
      </dl>
      {application.skills.length > 0 ? (
        <ul aria-label={adminScreensCopy.skills} className="mt-3 flex flex-wrap gap-1.5">
          {skills.shown.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs text-slate-200"
            >
              {skill}
            </li>
          ))}
          {skills.moreCount > 0 ? (
            <li className="rounded-full px-2 py-0.5 text-xs text-slate-400">
              {adminApplicationMessages.moreSkills(skills.moreCount)}
            </li>
          ) : null}
        </ul>
      ) : null}
      <RowNotes notes={application.notes} />
    </li>
  );
}
