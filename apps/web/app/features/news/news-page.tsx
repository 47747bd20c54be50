import { blogPage } from '@phi/content';
import { lazy, Suspense } from 'react';
import { ClosingCall } from '../../components/closing-call.tsx';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { NewsFrameFallback } from './news-frame.tsx';
import { NewsHero } from './news-hero.tsx';
import type { PrerenderedNews } from './news-queries.ts';

// The articles, React Query and the contracts load after the page (150 KB initial JavaScript
// budget: apps/web/test/bundle-size.test.ts). When the build read articles (`prerendered`), the
// prerender waits for them (app/entry.server.tsx) and the HTML holds the articles, which
// hydration keeps until the chunk arrives. Without, the HTML holds the filter row's outline and
// six placeholder cards, and the chunk loads after hydration.
const NewsArticles = lazy(() =>
  import('./news-articles.tsx').then((module) => ({ default: module.NewsArticlesWithQuery })),
);

// spec: chat-news-admin §2, the news and blog page: the hero with its canvas, topic filters,
// Featured Research, All Articles and the closing call to action.
export function NewsPage({ prerendered = null }: { prerendered?: PrerenderedNews | null }) {
  const isHydrated = useIsHydrated();
  return (
    <>
      <NewsHero page={blogPage} />
      {prerendered || isHydrated ? (
        <Suspense fallback={<NewsFrameFallback />}>
          <NewsArticles prerendered={prerendered} />
        </Suspense>
      ) : (
        <NewsFrameFallback />
      )}
      {blogPage.closing ? <ClosingCall closing={blogPage.closing} /> : null}
    </>
  );
}
