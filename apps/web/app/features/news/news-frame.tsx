import { newsArticlesAnchorId } from '@phi/content';
import type { ReactNode } from 'react';
import { newsPageCopy } from './news-copy.ts';
import { NewsPlaceholders } from './news-placeholders.tsx';

// Seven: All Topics and the six topics of spec: chat-news-admin §2. The labels arrive with the
// articles' code (they come with the contracts' zod enums, kept out of the page's own JavaScript).
const topicSkeletonWidths = ['w-28', 'w-14', 'w-15', 'w-14', 'w-26', 'w-28', 'w-26'] as const;

/** The articles' part of the page: the same box while its code loads, so nothing moves. */
export function NewsFrame({
  isBusy,
  toolbar,
  children,
}: {
  isBusy: boolean;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      id={newsArticlesAnchorId}
      aria-busy={isBusy}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-4">{toolbar}</div>
      {children}
    </div>
  );
}

/**
 * What the prerendered page shows until the articles' code runs, and all it shows with
 * JavaScript off: the filter row's outline and six placeholder cards (spec: chat-news-admin §4).
 */
export function NewsFrameFallback() {
  return (
    <NewsFrame
      isBusy
      toolbar={
        <div aria-hidden="true" className="flex flex-wrap gap-2">
          {topicSkeletonWidths.map((width, index) => (
            <div
              key={index}
              className={`h-11 ${width} rounded-full border border-slate-700 bg-slate-900/60`}
            />
          ))}
        </div>
      }
    >
      <noscript>
        <p className="mt-6 text-slate-300">{newsPageCopy.javascriptNeeded}</p>
      </noscript>
      <NewsPlaceholders />
    </NewsFrame>
  );
}
