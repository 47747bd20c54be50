import { adminScreensCopy } from '@phi/content';
import { formatRelativeDate } from '@phi/contracts';
import type { NewsFeedHealth } from '@phi/contracts/admin';
import { routePaths } from '@phi/contracts/navigation';
import { cn } from '@phi/ui';
import { Rss, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toRouterPath } from '../../lib/admin-paths.ts';

const copy = adminScreensCopy.feedHealth;
const newsSourcesPath = toRouterPath(routePaths.adminNewsSources);

// Ours, beside the spec's six cards (docs/architecture.md#news-pipeline): whether the feeds
// behind /blog are being fetched. Failing sources stand out and lead to the News Sources screen.
export function FeedHealthCard({ health, now }: { health: NewsFeedHealth; now?: Date }) {
  const isFailing = health.failingSources > 0;
  return (
    <section
      aria-labelledby="feed-health"
      data-testid="feed-health"
      className={cn(
        'rounded-2xl border bg-slate-900/60 p-6',
        isFailing ? 'border-amber-400/60' : 'border-slate-800',
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="feed-health" className="text-lg font-bold text-white">
          {copy.heading}
        </h2>
        <Rss aria-hidden="true" className="size-6 text-sky-300" />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-400">{copy.activeSources}</dt>
          <dd className="mt-1 text-3xl font-bold text-white">
            {health.activeSources.toLocaleString('en-GB')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{copy.failingSources}</dt>
          <dd
            className={cn('mt-1 text-3xl font-bold', isFailing ? 'text-amber-200' : 'text-white')}
          >
            {health.failingSources.toLocaleString('en-GB')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{copy.lastSuccessfulFetch}</dt>
          <dd className="mt-1 text-xl font-semibold text-white">
            {health.lastSuccessfulFetch === null ? (
              copy.never
            ) : (
              <time dateTime={health.lastSuccessfulFetch}>
                {formatRelativeDate(health.lastSuccessfulFetch, now)}
              </time>
            )}
          </dd>
        </div>
      </dl>
      {isFailing ? (
        <Link
          to={newsSourcesPath}
          className="mt-4 flex items-center gap-2 rounded-lg border border-amber-400/50 bg-amber-400/10 px-4 py-3 text-sm font-semibold text-amber-100 hover:border-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
          {copy.reviewFailing(health.failingSources)}
        </Link>
      ) : (
        <Link
          to={newsSourcesPath}
          className="mt-4 inline-block text-sm text-sky-300 hover:text-sky-200"
        >
          {copy.manage}
        </Link>
      )}
    </section>
  );
}
