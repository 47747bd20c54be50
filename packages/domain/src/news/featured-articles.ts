import { newsLimits, newsPipelineLimits } from '@phi/contracts/constants';
import {
  type Database,
  listAutoFeaturedCandidates,
  listPinnedNewsArticles,
  type NewsArticleWithSource,
} from '@phi/db';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;

export interface FeaturedLimits {
  count: number;
  perSource: number;
}

/**
 * Featured Research (spec: chat-news-admin §2 and §9, up to 6): staff pins first, then the
 * automatic picks in their order, skipping a source that already shows `perSource` articles
 * (its pins count towards that, so pins and picks together stay varied).
 */
export function pickFeatured<T extends { sourceId: string | null }>(
  pinned: readonly T[],
  candidates: readonly T[],
  limits: FeaturedLimits,
): T[] {
  const picked = pinned.slice(0, limits.count);
  const shownPerSource = new Map<string | null, number>();
  for (const article of picked) {
    shownPerSource.set(article.sourceId, (shownPerSource.get(article.sourceId) ?? 0) + 1);
  }
  for (const candidate of candidates) {
    if (picked.length >= limits.count) {
      break;
    }
    const shown = shownPerSource.get(candidate.sourceId) ?? 0;
    if (shown < limits.perSource) {
      picked.push(candidate);
      shownPerSource.set(candidate.sourceId, shown + 1);
    }
  }
  return picked;
}

/** The articles Featured Research shows at `now`, in the order it shows them. */
export async function selectFeaturedRows(
  db: Kysely<Database>,
  now: Date,
): Promise<NewsArticleWithSource[]> {
  const limits = {
    count: newsLimits.featuredCount,
    perSource: newsPipelineLimits.featuredPerSource,
  };
  const pinned = await listPinnedNewsArticles(db, limits.count);
  if (pinned.length >= limits.count) {
    return pinned;
  }
  // Each pin can take the place of at most one candidate of its source, so `count`
  // candidates always fill the remaining places when enough exist.
  const candidates = await listAutoFeaturedCandidates(db, {
    since: new Date(now.getTime() - newsPipelineLimits.featuredWindowDays * dayMs),
    perSource: limits.perSource,
    limit: limits.count,
  });
  return pickFeatured(pinned, candidates, limits);
}
