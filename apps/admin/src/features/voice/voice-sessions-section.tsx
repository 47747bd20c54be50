import { adminVoiceCopy as copy } from '@phi/content';
import { allFilterValue, voiceSessionStatuses } from '@phi/contracts';
import { demoVoicebotIdList, type VoiceSessionListItem } from '@phi/contracts/admin';
import { useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { SelectField } from '../../components/form-fields.tsx';
import { KeysetPager, useKeysetTrail } from '../../components/keyset-pager.tsx';
import { ListRefresh } from '../../components/list-refresh.tsx';
import { ErrorState, LoadingState } from '../../components/query-status.tsx';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';
import { useVoiceSessions } from './voice-api.ts';
import { formatDuration } from './voice-format.ts';
import { type VoiceColumn, VoiceTable } from './voice-table.tsx';

const statusOptions = [
  { value: allFilterValue, label: copy.allStatuses },
  ...voiceSessionStatuses.map((status) => ({
    value: status,
    label: copy.statuses[status] ?? status,
  })),
];

const columns: readonly VoiceColumn<VoiceSessionListItem>[] = [
  { heading: copy.started, cell: (row) => formatStaffDateTime(row.startTime) },
  {
    heading: copy.duration,
    cell: (row) =>
      row.durationSeconds === null ? copy.running : formatDuration(row.durationSeconds),
  },
  {
    heading: copy.status,
    cell: (row) => <Badge value={row.status} label={copy.statuses[row.status] ?? row.status} />,
  },
  { heading: copy.company, cell: (row) => row.companyName },
  {
    heading: copy.botId,
    cell: (row) => (
      <span className="font-mono text-xs">
        {row.voicebotId}
        {row.isDemo ? <span className="ml-2 text-slate-400">({copy.demo})</span> : null}
      </span>
    ),
  },
  {
    // docs/architecture.md#voice-transcripts: the caller's words in part, shown as text only.
    heading: copy.summary,
    cell: (row) =>
      row.summary ? (
        <span className="block max-w-md">
          <span className="mr-2 text-xs text-slate-400">
            ({copy.summaryKinds[row.summary.kind]})
          </span>
          {row.summary.text}
        </span>
      ) : (
        <span className="text-slate-500">–</span>
      ),
  },
];

/**
 * Sessions over every bot, newest first, by bot (the usage table's bots and the demo personas)
 * and status. Keyset pages: "Older" follows the answer's cursor and the cursors walked so far
 * lead back.
 */
export function VoiceSessionsSection({ botIds }: { botIds: readonly string[] }) {
  const [voicebotId, setVoicebotId] = useState<string>(allFilterValue);
  const [status, setStatus] = useState<string>(allFilterValue);
  const pages = useKeysetTrail();
  const sessions = useVoiceSessions({ voicebotId, status, after: pages.after });
  const companyBots = botIds.filter((id) => !demoVoicebotIdList.includes(id as never));
  const botOptions = [
    { value: allFilterValue, label: copy.allBots },
    ...demoVoicebotIdList.map((id) => ({ value: id, label: `${id} (${copy.demo})` })),
    ...companyBots.map((id) => ({ value: id, label: id })),
  ];
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    pages.reset();
  };
  const nextCursor = sessions.data?.nextCursor ?? null;
  const rows = sessions.data?.sessions ?? [];

  return (
    <section aria-labelledby="voice-sessions-heading" className="flex flex-col gap-4">
      <h2 id="voice-sessions-heading" className="text-xl font-semibold text-white">
        {copy.sessionsHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={copy.bot}
          options={botOptions}
          value={voicebotId}
          onChange={(event) => changeFilter(setVoicebotId)(event.target.value)}
        />
        <SelectField
          label={copy.status}
          options={statusOptions}
          value={status}
          onChange={(event) => changeFilter(setStatus)(event.target.value)}
        />
      </div>
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-300" aria-live="polite">
              {copy.showing(rows.length)}
            </p>
            <ListRefresh query={sessions} list={copy.sessionsTable} />
          </div>
          <VoiceTable
            label={copy.sessionsTable}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.sessionId}
            empty={copy.sessionsEmpty}
          />
          <KeysetPager
            label={copy.pageLabel}
            pages={pages}
            nextCursor={nextCursor}
            isPlaceholderData={sessions.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
