import { adminAuditCopy } from '@phi/content';
import { allFilterValue } from '@phi/contracts';
import { auditEntityTypes } from '@phi/contracts/admin';
import { useState } from 'react';
import { SelectField } from '../../components/form-fields.tsx';
import { KeysetPager, useKeysetTrail } from '../../components/keyset-pager.tsx';
import { ListRefresh } from '../../components/list-refresh.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-status.tsx';
import { AuditEntry } from './audit-entry.tsx';
import { useAuditLog, useAuditPeople } from './audit-log-api.ts';

const entityTypeOptions = [
  { value: allFilterValue, label: adminAuditCopy.allEntityTypes },
  ...auditEntityTypes.map((type) => ({
    value: type,
    label: adminAuditCopy.entityTypes[type] ?? type,
  })),
];

/**
 * Ours: the audit log (docs/architecture.md#audit-log): every change staff made and every sign-in
 * attempt, newest first, by record type and by person. Pages are keyset pages: "Older" follows
 * the answer's cursor and the cursors walked so far lead back.
 */
export function AuditLogPage() {
  const [entityType, setEntityType] = useState<string>(allFilterValue);
  const [person, setPerson] = useState<string>(allFilterValue);
  const pages = useKeysetTrail();
  const log = useAuditLog({ entityType, person, after: pages.after });
  const people = useAuditPeople();

  const personOptions = [
    { value: allFilterValue, label: adminAuditCopy.everyone },
    ...(people.data?.users ?? []).map((user) => ({ value: user.id, label: user.username })),
  ];
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    pages.reset();
  };
  const nextCursor = log.data?.nextCursor ?? null;
  const entries = log.data?.entries ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold text-white">{adminAuditCopy.heading}</h2>
        <p className="mt-1 text-slate-400">{adminAuditCopy.subheading}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={adminAuditCopy.entityType}
          options={entityTypeOptions}
          value={entityType}
          onChange={(event) => changeFilter(setEntityType)(event.target.value)}
        />
        <SelectField
          label={adminAuditCopy.person}
          options={personOptions}
          value={person}
          onChange={(event) => changeFilter(setPerson)(event.target.value)}
        />
      </div>

      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-300" aria-live="polite">
              {adminAuditCopy.showing(entries.length)}
            </p>
            <ListRefresh query={log} list={adminAuditCopy.heading} />
          </div>
          {entries.length === 0 ? (
            <EmptyState message={adminAuditCopy.empty} />
          ) : (
            <ul aria-label={adminAuditCopy.listLabel} className="flex flex-col gap-3">
              {entries.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <KeysetPager
            label={adminAuditCopy.pageLabel}
            pages={pages}
            nextCursor={nextCursor}
            isPlaceholderData={log.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
