import { adminScreensCopy, adminAccountCopy as copy } from '@phi/content';
import { Button } from '@phi/ui';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useAdminSessions, useSignOutEverywhere, useSignOutSession } from './account-api.ts';
import { ConfirmActionDialog } from './account-dialogs.tsx';
import { SettingsSection } from './settings-section.tsx';

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
        <section
          className="mt-4 overflow-x-auto"
          aria-label={copy.sessionsTable}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="text-slate-400">
              <tr>
                {[copy.device, copy.address, copy.signedIn, copy.lastUsed].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">{adminScreensCopy.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.sessions.map((session) => {
                const device = session.userAgent ?? copy.unknownDevice;
                return (
                  <tr key={session.id} className="border-t border-slate-800 text-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {device}
                      {session.isCurrent ? (
                        <span className="ml-2 text-xs text-slate-400">({copy.thisSession})</span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-4">{session.clientAddress ?? '—'}</td>
                    <td className="py-2 pr-4">{formatStaffDateTime(session.createdAt)}</td>
                    <td className="py-2 pr-4">
                      {session.lastUsedAt
                        ? formatStaffDateTime(session.lastUsedAt)
                        : copy.neverRefreshed}
                    </td>
                    <td className="py-2 text-right">
                      {session.isCurrent ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={copy.signOutSession(device)}
                          disabled={signOutOne.isPending}
                          onClick={() => signOutOne.mutate(session.id)}
                        >
                          {copy.signOutLabel}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {sessions.data.sessions.length <= 1 ? (
            <p className="mt-2 text-sm text-slate-400">{copy.noOtherSessions}</p>
          ) : null}
        </section>
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
