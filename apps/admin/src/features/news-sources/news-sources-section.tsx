import { adminScreensCopy } from '@phi/content';
import type { NewsSource } from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/query-status.tsx';
import { DeleteNewsSourceDialog } from './delete-news-source-dialog.tsx';
import { NewsSourceFormDialog } from './news-source-form-dialog.tsx';
import { NewsSourceRow } from './news-source-row.tsx';
import { useNewsSources } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;

type Editing = { mode: 'create' } | { mode: 'edit'; source: NewsSource } | null;

// Ours (docs/architecture.md#news-pipeline): the feeds behind /blog and their health.
export function NewsSourcesSection() {
  const sources = useNewsSources();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NewsSource | null>(null);
  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <section aria-labelledby="news-sources-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="news-sources-heading" className="text-2xl font-bold text-white">
            {copy.sourcesHeading}
          </h2>
          <p className="mt-1 max-w-2xl text-slate-400">{copy.sourcesIntro}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.addSource}
        </Button>
      </div>

      {sources.isPending ? (
        <LoadingState />
      ) : sources.isError ? (
        <ErrorState error={sources.error} onRetry={() => void sources.refetch()} />
      ) : sources.data.sources.length === 0 ? (
        <EmptyState message={copy.emptyNone} />
      ) : (
        <ul aria-label={copy.sourcesTable} className="flex flex-col gap-3">
          {sources.data.sources.map((source) => (
            <NewsSourceRow
              key={source.id}
              source={source}
              onEdit={(chosen) => setEditing({ mode: 'edit', source: chosen })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}

      {editing ? (
        <NewsSourceFormDialog
          source={editing.mode === 'edit' ? editing.source : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteNewsSourceDialog source={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}
