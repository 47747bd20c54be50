import { adminScreensCopy, newsFetchLogStatusLabels, newsFetchTriggerLabels } from '@phi/content';
import type { NewsFetchLog } from '@phi/contracts/admin';
import { Badge } from '../../components/badge.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatDateTime, formatDuration } from './fetch-times.ts';
import { useNewsFetchLogs } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;
const columns = copy.logColumns;
// In the order LogRow renders its cells; counts align right like their cells.
const logHeaders: readonly { key: keyof typeof columns; numeric?: boolean }[] = [
  { key: 'time' },
  { key: 'trigger' },
  { key: 'status' },
  { key: 'found', numeric: true },
  { key: 'processed', numeric: true },
  { key: 'notModified' },
  { key: 'httpStatus' },
  { key: 'duration' },
  { key: 'error' },
];

function LogRow({ log }: { log: NewsFetchLog }) {
  return (
    <tr className="border-t border-slate-800 align-top text-slate-200">
      <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap">
        <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
      </th>
      <td className="py-2 pr-4 whitespace-nowrap">
        {log.trigger ? newsFetchTriggerLabels[log.trigger] : copy.none}
      </td>
      <td className="py-2 pr-4">
        <Badge value={log.status} label={newsFetchLogStatusLabels[log.status]} />
      </td>
      <td className="py-2 pr-4 text-right">{log.articlesFound}</td>
      <td className="py-2 pr-4 text-right">{log.articlesProcessed}</td>
      <td className="py-2 pr-4">{log.notModified ? copy.yes : copy.no}</td>
      <td className="py-2 pr-4">{log.httpStatus ?? copy.none}</td>
      <td className="py-2 pr-4 whitespace-nowrap">
        {log.fetchDuration === null ? copy.none : formatDuration(log.fetchDuration)}
      </td>
      {/* The whole message: staff read it to fix the feed. */}
      <td className="py-2 break-words whitespace-pre-wrap text-rose-200">
        {log.errorMessage ?? ''}
      </td>
    </tr>
  );
}

/** A source's latest 50 fetches, newest first, read when the panel opens. */
export function FetchLogPanel({ id, sourceId }: { id: string; sourceId: string }) {
  const logs = useNewsFetchLogs(sourceId, true);
  return (
    <div id={id} className="mt-3 rounded-lg border border-slate-800 bg-slate-950/60 p-3">
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.logs.length === 0 ? (
        <p className="text-sm text-slate-400">{copy.logsEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.recentFetches}</caption>
            <thead className="text-slate-400">
              <tr>
                {logHeaders.map(({ key, numeric }) => (
                  <th
                    key={key}
                    scope="col"
                    className={['py-2', key === 'error' ? '' : 'pr-4', numeric ? 'text-right' : '']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {logs.data.logs.map((log) => (
                <LogRow key={log.id} log={log} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
