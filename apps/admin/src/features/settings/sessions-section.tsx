import { adminAccountCopy as copy } from '@phi/content';
import type { AdminSession } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useAdminSessions, useSignOutEverywhere, useSignOutSession } from './account-api.ts';
import { ConfirmActionDialog } from './account-dialogs.tsx';
import { SettingsSection } from './settings-section.tsx';
import { type SettingsColumn, SettingsTable } from './settings-table.tsx';

const deviceOf = (session: AdminSession) => session.userAgent ?? copy.unknownDevice;

const sessionColumns: readonly SettingsColumn<AdminSession>[] = [
  { heading: copy.address, cell: (session) => session.clientAddress ?? '—' },
  { heading: copy.signedIn, cell: (session) => formatStaffDateTime(session.createdAt) },
  {
    heading: copy.lastUsed,
    cell: (session) =>
      session.lastUsedAt ? formatStaffDateTime(session.lastUsedAt) : copy.neverRefreshed,
  },
];

// Ours: Settings lists your sessions and signs one or all of them out
// (docs/architecture.md#security).
export function SessionsSection() {
  const { signOut } = useAuth();
  const sessions = useAdminSessions();
  const signOutOne = useSignOutSession();
  const signOutAll = useSignOutEverywhere();
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <SettingsSection id="sessions" title={copy.sessions}>
      <p className="mt-1 text-sm text-slate-400">{copy.sessionsIntro}</p>
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <SettingsTable
          label={copy.sessionsTable}
          name={{
            heading: copy.device,
            cell: deviceOf,
            note: (session) => (session.isCurrent ? copy.thisSession : null),
          }}
          columns={sessionColumns}
          rows={sessions.data.sessions}
          rowKey={(session) => session.id}
          actions={(session) =>
            session.isCurrent ? null : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={copy.signOutSession(deviceOf(session))}
                disabled={signOutOne.isPending}
                onClick={() => signOutOne.mutate(session.id)}
              >
                {copy.signOutLabel}
              </Button>
            )
          }
        >
          {sessions.data.sessions.length <= 1 ? (
            <p className="mt-2 text-sm text-slate-400">{copy.noOtherSessions}</p>
          ) : null}
        </SettingsTable>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          {copy.signOutEverywhere}
        </Button>
        {signOutOne.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            {signOutOne.error.message}
          </p>
        ) : null}
      </div>
      {isConfirming ? (
        <ConfirmActionDialog
          title={copy.signOutEverywhere}
          text={copy.signOutEverywhereConfirm}
          actionLabel={copy.signOutEverywhere}
          pendingLabel={copy.signOutEverywhere}
          action={signOutAll}
          // This session ended too: the app signs out (and drops the cookie) once the server did.
          onConfirm={() => signOutAll.mutate(undefined, { onSuccess: signOut })}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </SettingsSection>
  );
}
