import { blogPage } from '@phi/content';
import { ClosingCall } from '../../components/closing-call.tsx';
import NewsArticlesIsland from './news-articles.island.tsx';
import { NewsHero } from './news-hero.tsx';
import type { PrerenderedNews } from './news-queries.ts';

// spec: chat-news-admin §2, the news and blog page: the hero with its canvas, topic filters,
// Featured Research, All Articles and the closing call to action. Static HTML but for two
// islands: the hero's canvas and the articles, each hydrating as it nears the viewport.
export function NewsPage({ prerendered = null }: { prerendered?: PrerenderedNews | null }) {
  return (
    <>
      <NewsHero page={blogPage} />
      <NewsArticlesIsland prerendered={prerendered} />
      {blogPage.closing ? <ClosingCall closing={blogPage.closing} /> : null}
    </>
  );
}
