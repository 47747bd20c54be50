import { adminAuditCopy, adminConflictCopy } from '@phi/content';
import type { AuditFieldChange, AuditLogEntry } from '@phi/contracts/admin';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';

const labelOr = (labels: Record<string, string>, key: string) => labels[key] ?? key;

function shownValue(value: string | null): string {
  return value === null || value === '' ? adminAuditCopy.emptyValue : value;
}

function ChangeList({ changes, subject }: { changes: AuditFieldChange[]; subject: string }) {
  if (changes.length === 0) {
    return <p className="text-sm text-slate-400">{adminAuditCopy.noChanges}</p>;
  }
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{adminAuditCopy.changesLabel(subject)}</caption>
      <thead>
        <tr className="text-left text-slate-400">
          <th scope="col" className="w-40 pb-1 pr-3 font-medium">
            {adminConflictCopy.field}
          </th>
          <th scope="col" className="pb-1 pr-3 font-medium">
            {adminAuditCopy.before}
          </th>
          <th scope="col" className="pb-1 font-medium">
            {adminAuditCopy.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-t border-slate-800 align-top">
            <th scope="row" className="py-1 pr-3 text-left font-medium text-slate-200">
              {labelOr(adminAuditCopy.fields, change.field)}
            </th>
            <td className="py-1 pr-3 whitespace-pre-wrap break-words text-slate-300">
              {shownValue(change.before)}
            </td>
            <td className="py-1 whitespace-pre-wrap break-words text-slate-100">
              <span aria-hidden="true" className="text-slate-500">
                →{' '}
              </span>
              {shownValue(change.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One audit entry: when, who, what happened to which record, and each field's change. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const entityLabel = labelOr(adminAuditCopy.entityTypes, entry.entityType);
  const subject = entry.subject ? `${entityLabel} ${entry.subject}` : entityLabel;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
      data-testid="audit-entry"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-white">
          <span className="font-semibold" data-testid="audit-actor">
            {entry.actor?.username ?? adminAuditCopy.system}
          </span>{' '}
          <span className="text-sky-200">{labelOr(adminAuditCopy.actions, entry.action)}</span>{' '}
          <span className="text-slate-200">{subject}</span>
        </p>
        <p className="text-sm text-slate-400">
          <time dateTime={entry.createdAt}>{formatStaffDateTime(entry.createdAt)}</time>
        </p>
      </div>
      <ChangeList changes={entry.changes} subject={subject} />
    </li>
  );
}
