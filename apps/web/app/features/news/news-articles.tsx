import { newsLimits } from '@phi/contracts/constants';
import { newsMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { newsPageCopy } from './news-copy.ts';
import { NewsFrame } from './news-frame.tsx';
import { NewsPlaceholders } from './news-placeholders.tsx';
import {
  blogPostsQueryOptions,
  featuredNewsQueryOptions,
  joinPages,
  newsListQueryOptions,
} from './news-queries.ts';
import { RefreshNewsButton, RefreshNewsStatus } from './news-refresh-controls.tsx';
import { NewsCardGrid, NewsEmptyState, NewsLoadError, NewsSection } from './news-sections.tsx';
import { useNewsTopic } from './news-topic.ts';
import { TopicFilter } from './topic-filter.tsx';
import { useNewsRefresh } from './use-news-refresh.ts';

/** Loaded after the page (news-page.tsx): React Query stays out of its initial JavaScript. */
export function NewsArticlesWithQuery() {
  return (
    <QueryProvider>
      <NewsArticles />
    </QueryProvider>
  );
}

// spec: chat-news-admin §2, §4 and §8: topic filters; Featured Research (up to 6, 2 tags each);
// All Articles, the list without the featured ones (3 tags each), 24 at a time with Load more;
// six placeholders while loading; the blog posts when the news list is empty; "No Articles
// Available" with Refresh News when there is nothing at all; each list's own error.
export function NewsArticles() {
  const { topic, setTopic, isHydrated } = useNewsTopic();
  const featured = useQuery(featuredNewsQueryOptions);
  // Waits for hydration: the prerendered render always says "all" (news-topic.ts).
  const list = useInfiniteQuery({ ...newsListQueryOptions(topic), enabled: isHydrated });
  const listArticles = useMemo(() => joinPages(list.data?.pages), [list.data]);
  const isNewsEmpty = list.isSuccess && listArticles.length === 0;
  const blog = useQuery({ ...blogPostsQueryOptions, enabled: isNewsEmpty });
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
              <NewsCardGrid articles={featuredShown} tagLimit={newsLimits.featuredCardTags} />
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
                <NewsCardGrid articles={blogPosts} tagLimit={newsLimits.cardTags} />
              ) : (
                <>
                  {gridArticles.length > 0 ? (
                    <NewsCardGrid articles={gridArticles} tagLimit={newsLimits.cardTags} />
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
