import { adminScreensCopy, applicationStatusLabels, priorityLabels } from '@phi/content';
import {
  type AdminApplication,
  formatDisplayDate,
  previewNotes,
  previewSkills,
  readPersonalInfo,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { parseStoredFileUrl } from '@phi/contracts/public';
import { FileText, Pencil } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { StarRating } from './star-rating.tsx';

interface ApplicationRowProps {
  application: AdminApplication;
  onEdit: (application: AdminApplication) => void;
  onViewResume: (application: AdminApplication) => void;
}

export function candidateName(application: AdminApplication): string {
  return readPersonalInfo(application.personalInfo)?.name || adminApplicationMessages.notAvailable;
}

// spec: chat-news-admin §2 (applications), each row: candidate, status, priority, job title,
// e-mail, applied and interview dates, 5 skill chips and "+N more", stars, notes (100 chars)
export function ApplicationRow({ application, onEdit, onViewResume }: ApplicationRowProps) {
  const person = readPersonalInfo(application.personalInfo);
  const name = candidateName(application);
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
        <div>
          <dt className="text-slate-500">{adminScreensCopy.position}</dt>
          <dd className="text-slate-200">{application.jobTitle}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.email}</dt>
          <dd className="break-all text-slate-200">
            {person?.email || adminApplicationMessages.notAvailable}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.applied}</dt>
          <dd className="text-slate-200">{formatDisplayDate(application.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.interview}</dt>
          <dd className="text-slate-200">{formatDisplayDate(application.interviewDate)}</dd>
        </div>
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
      {application.notes ? (
        <p className="mt-3 text-sm text-slate-400">
          <span className="text-slate-500">{adminScreensCopy.notes}: </span>
          {previewNotes(application.notes)}
        </p>
      ) : null}
    </li>
  );
}
