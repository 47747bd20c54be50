import { newsMessages } from '@phi/contracts/messages';
import type { NewsArticle } from '@phi/contracts/public';
import { Button } from '@phi/ui';
import type { ReactNode } from 'react';
import { NewsCard, type NewsDateStyle } from './news-card.tsx';
import { newsPageCopy } from './news-copy.ts';

/** An id built from text, for the ids the markup needs (news-card.tsx says why not useId). */
function toIdPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A part of the articles with its own h2 (the hero holds the page's h1, the cards h3). */
export function NewsSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  // One section per heading on the page: the heading names its id.
  const headingId = `news-${toIdPart(heading)}`;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-8">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {heading}
      </h2>
      {intro ? <p className="mt-2 text-slate-300">{intro}</p> : null}
      {children}
    </section>
  );
}

export function NewsCardGrid({
  articles,
  tagLimit,
  dateStyle,
  idPrefix,
}: {
  articles: readonly NewsArticle[];
  tagLimit: number;
  dateStyle?: NewsDateStyle;
  /** Unique on the page (one grid per section): the cards' title ids start with it. */
  idPrefix: string;
}) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <NewsCard
          key={article.id}
          article={article}
          tagLimit={tagLimit}
          dateStyle={dateStyle}
          titleId={`${idPrefix}-${index}-title`}
        />
      ))}
    </ul>
  );
}

/** spec: chat-news-admin §8, a list that failed to load, with a way to ask again. */
export function NewsLoadError({
  message,
  context,
  onRetry,
}: {
  message: string;
  /** Names the button for screen readers when two of them are on the page. */
  context: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-rose-900 bg-rose-950/40 p-6"
    >
      <p className="font-semibold text-rose-100">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {newsPageCopy.tryAgain}
        <span className="sr-only">: {context}</span>
      </Button>
    </div>
  );
}

/** spec: chat-news-admin §2, "No Articles Available" with a Refresh News button. */
export function NewsEmptyState({ action }: { action: ReactNode }) {
  return (
    <NewsSection heading={newsMessages.noArticles}>
      <div className="mt-6 rounded-2xl border border-slate-800 bg-slate-900/60 p-8 text-center">
        <p className="mx-auto max-w-xl text-slate-300">{newsPageCopy.emptyBody}</p>
        <div className="mt-6 flex justify-center">{action}</div>
      </div>
    </NewsSection>
  );
}
