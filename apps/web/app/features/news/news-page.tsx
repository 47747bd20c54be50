import { blogPage } from '@phi/content';
import { lazy, Suspense } from 'react';
import { ClosingCall } from '../../components/closing-call.tsx';
import { NewsFrameFallback } from './news-frame.tsx';
import { NewsHero } from './news-hero.tsx';

// The articles, React Query and the contracts load after the page (150 KB initial JavaScript
// budget: apps/web/test/bundle-size.test.ts); the prerendered HTML holds the hero, the filter
// row and six placeholder cards without them.
const NewsArticles = lazy(() =>
  import('./news-articles.tsx').then((module) => ({ default: module.NewsArticlesWithQuery })),
);

// spec: chat-news-admin §2, the news and blog page: the hero with its canvas, topic filters,
// Featured Research, All Articles and the closing call to action.
export function NewsPage() {
  return (
    <>
      <NewsHero page={blogPage} />
      <Suspense fallback={<NewsFrameFallback />}>
        <NewsArticles />
      </Suspense>
      {blogPage.closing ? <ClosingCall closing={blogPage.closing} /> : null}
    </>
  );
}
