import type { VoicebotRecentSession, VoiceTranscript } from '@phi/contracts/public';
import { Fragment, useState } from 'react';
import { ConversationTranscript } from './conversation-transcript.tsx';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { formatDateTime, formatDuration, formatInteger } from './usage-format.ts';

const statusStyles: Record<VoicebotRecentSession['status'], string> = {
  active: 'bg-sky-500/15 text-sky-200',
  completed: 'bg-emerald-500/15 text-emerald-200',
  failed: 'bg-rose-500/15 text-rose-200',
};

const toggleStyle =
  'rounded-md border border-slate-600 px-2 py-1 text-xs font-medium text-slate-100 hover:bg-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300';

export type LoadTranscript = (
  sessionId: string,
  signal: AbortSignal,
) => Promise<VoiceTranscript | null>;

function SessionSummary({ session }: { session: VoicebotRecentSession }) {
  if (session.summary) {
    return (
      <>
        <span className="mr-2 rounded-full bg-slate-700/60 px-2 py-0.5 text-xs font-medium text-slate-200">
          {copy.summaryKinds[session.summary.kind]}
        </span>
        <span>{session.summary.text}</span>
      </>
    );
  }
  return (
    <span className="text-slate-400">
      {session.status === 'active' ? copy.summaryPending : copy.summaryNone}
    </span>
  );
}

/**
 * The period's latest conversations (docs/architecture.md#voice-transcripts): start, duration,
 * status, model turns and summary, each expandable to its transcript.
 */
export function RecentSessions({
  sessions,
  loadTranscript,
}: {
  sessions: readonly VoicebotRecentSession[];
  loadTranscript: LoadTranscript;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (sessionId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(sessionId)) {
        next.add(sessionId);
      }
      return next;
    });

  return (
    <section aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent" className="text-lg font-semibold text-white">
        {copy.recentHeading}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-4 text-slate-400">{copy.recentEmpty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/60">
          <table className="w-full text-left text-sm text-slate-300" data-testid="recent-sessions">
            <thead className="text-slate-400">
              <tr>
                {[copy.start, copy.duration, copy.status, copy.turns, copy.summary].map((label) => (
                  <th key={label} scope="col" className="px-4 py-2 font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">{copy.transcript}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const isOpen = open.has(session.session_id);
                const panelId = `transcript-${session.session_id}`;
                const start = formatDateTime(session.start_time);
                return (
                  <Fragment key={session.session_id}>
                    <tr className="border-t border-slate-800 align-top">
                      <td className="px-4 py-2 whitespace-nowrap">{start}</td>
                      <td className="px-4 py-2">
                        {session.duration_seconds === null
                          ? copy.inProgress
                          : formatDuration(session.duration_seconds)}
                      </td>
                      <td className="px-4 py-2">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusStyles[session.status]}`}
                        >
                          {copy.statusLabels[session.status]}
                        </span>
                      </td>
                      <td className="px-4 py-2">{formatInteger(session.turns)}</td>
                      <td className="px-4 py-2">
                        <SessionSummary session={session} />
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        <button
                          type="button"
                          className={toggleStyle}
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? panelId : undefined}
                          onClick={() => toggle(session.session_id)}
                        >
                          {isOpen ? copy.hideTranscript : copy.showTranscript}
                        </button>
                      </td>
                    </tr>
                    {isOpen ? (
                      <tr>
                        <td colSpan={6} className="px-4 pb-4">
                          <ConversationTranscript
                            id={panelId}
                            label={copy.transcriptLabel(start)}
                            sessionId={session.session_id}
                            loadTranscript={loadTranscript}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
