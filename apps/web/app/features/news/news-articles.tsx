import { newsLimits } from '@phi/contracts/constants';
import { newsMessages } from '@phi/contracts/messages';
import { allFilterValue } from '@phi/contracts/public';
import { Button } from '@phi/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { newsPageCopy } from './news-copy.ts';
import { NewsFrame, NewsFrameFallback } from './news-frame.tsx';
import { NewsPlaceholders } from './news-placeholders.tsx';
import {
  blogPostsQueryOptions,
  featuredNewsQueryOptions,
  joinPages,
  newsListQueryOptions,
  newsQueryKeys,
  type PrerenderedNews,
} from './news-queries.ts';
import { RefreshNewsButton, RefreshNewsStatus } from './news-refresh-controls.tsx';
import { NewsCardGrid, NewsEmptyState, NewsLoadError, NewsSection } from './news-sections.tsx';
import { useNewsTopic } from './news-topic.ts';
import { TopicFilter } from './topic-filter.tsx';
import { useNewsRefresh } from './use-news-refresh.ts';

/**
 * The island's component (news-articles.island.tsx), inside React Query's provider
 * (app/lib/query-provider.tsx). When the build read articles (`prerendered`, the island's props),
 * the prerender holds them and hydration keeps them. Without, the prerender and the hydrating
 * render hold the filter row's outline and six placeholder cards (all a visitor without
 * JavaScript sees), and the lists load once hydrated.
 */
export function NewsArticlesWithQuery({ prerendered }: { prerendered: PrerenderedNews | null }) {
  const isHydrated = useIsHydrated();
  if (!prerendered && !isHydrated) {
    return <NewsFrameFallback />;
  }
  return (
    <QueryProvider>
      <NewsArticles prerendered={prerendered} />
    </QueryProvider>
  );
}

/**
 * The build's lists (routes/blog.tsx) as the queries' first data, dated when the build read
 * them, so the prerender, hydration and the first render after it show the same cards. Once
 * hydrated, the page reads the lists again in the background while it keeps showing these
 * (the query client never marks data stale on its own: @phi/ui/query-client). Only the lists
 * seeded here with the build's answer (their data dated `readAt`) are marked stale and read again
 * at once; a list the build did not seed (the blog posts when it read articles) or one the API
 * has already answered is left alone.
 */
function usePrerenderedLists(prerendered: PrerenderedNews | null, isHydrated: boolean) {
  const queryClient = useQueryClient();
  const readAt = prerendered ? Date.parse(prerendered.readAt) : 0;
  useEffect(() => {
    if (!isHydrated || !readAt) {
      return;
    }
    for (const queryKey of [
      newsQueryKeys.featured,
      newsQueryKeys.list(allFilterValue),
      newsQueryKeys.blog,
    ]) {
      if (queryClient.getQueryState(queryKey)?.dataUpdatedAt === readAt) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    }
  }, [queryClient, isHydrated, readAt]);
  if (!prerendered) {
    return { featured: undefined, list: undefined, blog: undefined };
  }
  return {
    featured: { initialData: prerendered.featured, initialDataUpdatedAt: readAt },
    list: {
      initialData: { pages: [prerendered.articles], pageParams: [1] },
      initialDataUpdatedAt: readAt,
    },
    blog:
      prerendered.articles.length === 0
        ? { initialData: prerendered.blogPosts, initialDataUpdatedAt: readAt }
        : undefined,
  };
}

// spec: chat-news-admin §2, §4 and §8: topic filters; Featured Research (up to 6, 2 tags each);
// All Articles, the list without the featured ones (3 tags each), 24 at a time with Load more;
// six placeholders while loading; the blog posts when the news list is empty; "No Articles
// Available" with Refresh News when there is nothing at all; each list's own error.
export function NewsArticles({ prerendered = null }: { prerendered?: PrerenderedNews | null }) {
  const { topic, setTopic } = useNewsTopic();
  const isHydrated = useIsHydrated();
  const initial = usePrerenderedLists(prerendered, isHydrated);
  const featured = useQuery({ ...featuredNewsQueryOptions, ...initial.featured });
  // Waits for hydration: the prerendered render always says "all" (news-topic.ts).
  const list = useInfiniteQuery({
    ...newsListQueryOptions(topic),
    ...(topic === allFilterValue ? initial.list : undefined),
    enabled: isHydrated,
  });
  const listArticles = useMemo(() => joinPages(list.data?.pages), [list.data]);
  const isNewsEmpty = list.isSuccess && listArticles.length === 0;
  const blog = useQuery({ ...blogPostsQueryOptions, ...initial.blog, enabled: isNewsEmpty });
  // The build's relative dates ("Yesterday") would be wrong by the time the page is read, and
  // would differ from the browser's at hydration: day-month-year until hydrated.
  const dateStyle = isHydrated ? 'relative' : 'absolute';
  const { state: refreshState, refresh } = useNewsRefresh(topic);

  const featuredShown = (featured.data ?? []).slice(0, newsLimits.featuredCount);
  // Articles past the six featured slots stay in the grid, so none disappears.
  const featuredIds = new Set(featuredShown.map((article) => article.id));
  const gridArticles = listArticles.filter((article) => !featuredIds.has(article.id));
  const blogPosts = blog.data ?? [];
  const isListLoading = list.isPending || (isNewsEmpty && blog.isPending);
  // spec: chat-news-admin §2 and §7, the empty state only when the blog has nothing either.
  const isEmpty = !featured.isPending && isNewsEmpty && !blog.isPending && blogPosts.length === 0;
  const onRefresh = () => void refresh();

  return (
    <NewsFrame
      isBusy={featured.isFetching || list.isFetching}
      toolbar={
        <>
          <TopicFilter topic={topic} onChange={setTopic} />
          {isEmpty ? null : (
            <RefreshNewsButton state={refreshState} onRefresh={onRefresh} variant="secondary" />
          )}
        </>
      }
    >
      <RefreshNewsStatus state={refreshState} />
      {featured.isPending ? (
        <NewsPlaceholders />
      ) : (
        <>
          {featured.isError ? (
            <NewsSection heading={newsMessages.featuredResearch}>
              <NewsLoadError
                message={newsMessages.fetchFeaturedFailed}
                context={newsMessages.featuredResearch}
                onRetry={() => void featured.refetch()}
              />
            </NewsSection>
          ) : featuredShown.length > 0 ? (
            <NewsSection heading={newsMessages.featuredResearch}>
              <NewsCardGrid
                idPrefix="news-featured"
                articles={featuredShown}
                tagLimit={newsLimits.featuredCardTags}
                dateStyle={dateStyle}
              />
            </NewsSection>
          ) : null}
          {isEmpty ? (
            <NewsEmptyState
              action={
                <RefreshNewsButton state={refreshState} onRefresh={onRefresh} variant="primary" />
              }
            />
          ) : (
            <NewsSection
              heading={newsMessages.allArticles}
              intro={
                isNewsEmpty && blogPosts.length > 0 ? newsPageCopy.blogFallbackIntro : undefined
              }
            >
              {isListLoading ? (
                <NewsPlaceholders />
              ) : list.isError && listArticles.length === 0 ? (
                <NewsLoadError
                  message={newsMessages.fetchNewsFailed}
                  context={newsMessages.allArticles}
                  onRetry={() => void list.refetch()}
                />
              ) : isNewsEmpty ? (
                <NewsCardGrid
                  idPrefix="news-blog"
                  articles={blogPosts}
                  tagLimit={newsLimits.cardTags}
                  dateStyle={dateStyle}
                />
              ) : (
                <>
                  {gridArticles.length > 0 ? (
                    <NewsCardGrid
                      idPrefix="news-articles"
                      articles={gridArticles}
                      tagLimit={newsLimits.cardTags}
                      dateStyle={dateStyle}
                    />
                  ) : (
                    <p className="mt-6 text-slate-300">{newsPageCopy.allArticlesFeatured}</p>
                  )}
                  {list.isFetchNextPageError ? (
                    <p role="alert" className="mt-6 text-rose-200">
                      {newsMessages.fetchNewsFailed}
                    </p>
                  ) : null}
                  {list.hasNextPage ? (
                    <div className="mt-10 flex justify-center">
                      <Button
                        variant="secondary"
                        disabled={list.isFetchingNextPage}
                        onClick={() => void list.fetchNextPage()}
                      >
                        {list.isFetchingNextPage ? newsPageCopy.loadingMore : newsPageCopy.loadMore}
                      </Button>
                    </div>
                  ) : null}
                </>
              )}
            </NewsSection>
          )}
        </>
      )}
    </NewsFrame>
  );
}
