import { adminScreensCopy, newsSourceStatusLabels, newsSourceTypeLabels } from '@phi/content';
import type { NewsSource } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { ChevronDown, ChevronUp, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { RowDetail } from '../../components/list-row.tsx';
import { FetchLogPanel } from './fetch-log-panel.tsx';
import { formatFetchTime } from './fetch-times.ts';
import { useSaveNewsSource } from './news-sources-api.ts';
import { useFetchNow } from './use-fetch-now.ts';

const copy = adminScreensCopy.newsSources;

interface NewsSourceRowProps {
  source: NewsSource;
  onEdit: (source: NewsSource) => void;
  onDelete: (source: NewsSource) => void;
}

function FetchNowButton({ source }: { source: NewsSource }) {
  const fetchNow = useFetchNow(source.id);
  const noticeId = useId();
  // The worker skips an inactive source (docs/architecture.md#news-pipeline).
  const isInactive = source.status === 'inactive';
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={fetchNow.isQueued || isInactive ? noticeId : undefined}
        disabled={isInactive || fetchNow.isPending || fetchNow.isQueued}
        aria-busy={fetchNow.isPending}
        onClick={fetchNow.start}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {fetchNow.isPending
          ? copy.fetchQueuing
          : fetchNow.isQueued
            ? copy.fetchQueued
            : copy.fetchNow}
        <span className="sr-only"> {source.name}</span>
      </Button>
      <p id={noticeId} role="status" className="text-right text-xs text-slate-400">
        {fetchNow.isQueued
          ? copy.fetchQueuedNotice(source.name)
          : isInactive
            ? copy.fetchInactive
            : ''}
      </p>
      {fetchNow.error ? (
        <p role="alert" className="text-right text-xs text-rose-300">
          {copy.fetchFailed} {fetchNow.error.message}
        </p>
      ) : null}
    </div>
  );
}

function ToggleButton({ source }: { source: NewsSource }) {
  const save = useSaveNewsSource();
  const isEnabled = source.status !== 'inactive';
  return (
    <>
      <Button
        variant={isEnabled ? 'secondary' : 'ghost'}
        size="sm"
        aria-label={isEnabled ? copy.disable(source.name) : copy.enable(source.name)}
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() =>
          save.mutate({ id: source.id, source: { status: isEnabled ? 'inactive' : 'active' } })
        }
      >
        {isEnabled ? copy.disableLabel : copy.enableLabel}
      </Button>
      {save.error ? (
        <p role="alert" className="text-xs text-rose-300">
          {copy.toggleFailed} {save.error.message}
        </p>
      ) : null}
    </>
  );
}

// Ours: one news source with its feed health; failing sources show why.
export function NewsSourceRow({ source, onEdit, onDelete }: NewsSourceRowProps) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const logPanelId = useId();
  const isFailing = source.consecutiveFailures > 0;

  return (
    <li className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-white">{source.name}</h3>
            <Badge value={source.status} label={newsSourceStatusLabels[source.status]} />
          </div>
          <p className="mt-1 text-sm text-slate-400">
            {newsSourceTypeLabels[source.type]} · {copy.priority}: {source.priority}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <FetchNowButton source={source} />
          <ToggleButton source={source} />
          <IconButton label={copy.edit(source.name)} icon={Pencil} onClick={() => onEdit(source)} />
          <IconButton
            label={copy.delete(source.name)}
            icon={Trash2}
            onClick={() => onDelete(source)}
            className="hover:text-rose-200"
          />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <RowDetail label={copy.feed} className="break-all">
          {source.rssUrl ?? copy.none}
        </RowDetail>
        <RowDetail label={copy.lastFetch}>
          {formatFetchTime(source.lastFetch, copy.never)}
        </RowDetail>
        <RowDetail label={copy.lastSuccess}>
          {formatFetchTime(source.lastSuccessAt, copy.never)}
        </RowDetail>
        <RowDetail label={copy.articles}>{source.articleCount.toLocaleString('en-GB')}</RowDetail>
        {isFailing ? (
          <>
            <RowDetail label={copy.failures} className="text-rose-200">
              {source.consecutiveFailures}
            </RowDetail>
            <RowDetail label={copy.nextTry}>
              {formatFetchTime(source.nextFetchAt, copy.none)}
            </RowDetail>
          </>
        ) : null}
      </dl>
      {isFailing && source.lastError ? (
        <div className="mt-3 rounded-lg border border-rose-500/40 bg-rose-950/40 px-3 py-2 text-sm">
          <p className="font-semibold text-rose-100">{copy.lastError}</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-rose-200">{source.lastError}</p>
        </div>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="mt-3"
        aria-expanded={isLogOpen}
        aria-controls={logPanelId}
        aria-label={copy.recentFetchesOf(source.name)}
        onClick={() => setIsLogOpen((open) => !open)}
      >
        {isLogOpen ? (
          <ChevronUp aria-hidden="true" className="size-4" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
        {copy.recentFetches}
      </Button>
      {isLogOpen ? <FetchLogPanel id={logPanelId} sourceId={source.id} /> : null}
    </li>
  );
}
