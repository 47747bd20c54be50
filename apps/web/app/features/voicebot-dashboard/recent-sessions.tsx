import type { VoicebotRecentSession } from '@phi/contracts/public';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import { formatDateTime, formatDuration, formatInteger } from './usage-format.ts';

const statusStyles: Record<VoicebotRecentSession['status'], string> = {
  active: 'bg-sky-500/15 text-sky-200',
  completed: 'bg-emerald-500/15 text-emerald-200',
  failed: 'bg-rose-500/15 text-rose-200',
};

/** The period's latest sessions: start, duration, status and model turns. */
export function RecentSessions({ sessions }: { sessions: readonly VoicebotRecentSession[] }) {
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
                <th scope="col" className="px-4 py-2 font-medium">
                  {copy.start}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {copy.duration}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {copy.status}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {copy.turns}
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.session_id} className="border-t border-slate-800">
                  <td className="px-4 py-2">{formatDateTime(session.start_time)}</td>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
