import { newsLimits } from '@phi/contracts/constants';
import { newsPageCopy } from './news-copy.ts';

/** A card-shaped block with the card's proportions, so the loaded cards take its place. */
function NewsCardPlaceholder() {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60"
      data-testid="news-placeholder"
    >
      <div className="aspect-[16/9] w-full bg-slate-800/70" />
      <div className="flex flex-1 flex-col p-6">
        <div className="h-3 w-1/3 rounded bg-slate-800" />
        <div className="mt-4 h-6 w-5/6 rounded bg-slate-800" />
        <div className="mt-4 space-y-2">
          <div className="h-4 rounded bg-slate-800" />
          <div className="h-4 rounded bg-slate-800" />
          <div className="h-4 w-2/3 rounded bg-slate-800" />
        </div>
        <div className="mt-6 flex gap-2">
          <div className="h-6 w-16 rounded-full bg-slate-800" />
          <div className="h-6 w-20 rounded-full bg-slate-800" />
        </div>
      </div>
    </li>
  );
}

/** spec: chat-news-admin §2 and §4, six placeholder cards while the articles load. */
export function NewsPlaceholders() {
  return (
    <>
      <p role="status" className="sr-only">
        {newsPageCopy.loadingArticles}
      </p>
      <ul
        aria-hidden="true"
        className="mt-10 grid animate-pulse gap-6 motion-reduce:animate-none md:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: newsLimits.loadingPlaceholders }, (_, index) => (
          <NewsCardPlaceholder key={index} />
        ))}
      </ul>
    </>
  );
}
