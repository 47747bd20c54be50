import type { NewsArticle } from '@phi/contracts/public';
import {
  formatDisplayDate,
  formatRelativeDate,
  isHttpUrl,
  newsCategoryLabels,
  truncateExcerpt,
} from '@phi/contracts/public';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { newsPageCopy } from './news-copy.ts';

function readCategoryLabel(category: string): string {
  return Object.hasOwn(newsCategoryLabels, category)
    ? newsCategoryLabels[category as keyof typeof newsCategoryLabels]
    : category;
}

/**
 * spec: chat-news-admin §5, only http(s) images. The box keeps its aspect ratio whether the image
 * loads, fails (a neutral block then) or is missing, so nothing below it moves.
 */
function CardImage({ imageUrl, title }: { imageUrl: string | null; title: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const src = isHttpUrl(imageUrl) && !hasFailed ? imageUrl : null;
  return (
    <div className="relative aspect-[16/9] w-full overflow-hidden bg-slate-800">
      {src ? (
        <img
          src={src}
          alt={title}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setHasFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          data-testid="news-image-placeholder"
          className="flex size-full items-center justify-center bg-gradient-to-br from-slate-800 to-slate-900"
        >
          <Newspaper aria-hidden="true" className="size-10 text-slate-500" />
        </div>
      )}
    </div>
  );
}

/** Relative (spec: chat-news-admin §9), or day-month-year where "today" is not known yet. */
export type NewsDateStyle = 'relative' | 'absolute';

export interface NewsCardProps {
  article: NewsArticle;
  /** spec: chat-news-admin §9, 2 tags on a featured card and 3 on the others. */
  tagLimit: number;
  /** Absolute in the prerendered page, which is read on later days than it was built. */
  dateStyle?: NewsDateStyle;
  /**
   * The title's id, unique on the page. Not useId: the articles hydrate in a React root of their
   * own (news-articles.island.tsx), whose ids differ from the prerendered page's.
   */
  titleId: string;
}

/**
 * spec: chat-news-admin §2, an article card: title, excerpt (150 characters and "..."), author,
 * relative date, read time, tags, category, source and image. The whole card opens the article in
 * a new tab through its title link (stretched over the card), only for an http(s) address.
 */
export function NewsCard({ article, tagLimit, dateStyle = 'relative', titleId }: NewsCardProps) {
  const formatDate = dateStyle === 'relative' ? formatRelativeDate : formatDisplayDate;
  const isLink = isHttpUrl(article.url);
  const tags = article.tags.slice(0, tagLimit);
  const readTime = article.readTime ? newsPageCopy.readTime(article.readTime) : '';
  const meta = [readCategoryLabel(article.category), article.sourceName].filter(Boolean);

  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60 transition-colors hover:border-slate-600 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-sky-400"
      >
        <CardImage imageUrl={article.imageUrl} title={article.title} />
        <div className="flex flex-1 flex-col p-6">
          {meta.length > 0 ? (
            <p className="text-xs font-semibold uppercase tracking-wider text-sky-300">
              {meta.join(' · ')}
            </p>
          ) : null}
          <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-white">
            {isLink ? (
              <a
                href={article.url}
                target="_blank"
                rel="noopener noreferrer"
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {article.title}
                <span className="sr-only"> {newsPageCopy.opensInNewTab}</span>
              </a>
            ) : (
              article.title
            )}
          </h3>
          {article.excerpt ? (
            <p className="mt-3 flex-1 text-sm leading-6 text-slate-300">
              {truncateExcerpt(article.excerpt)}
            </p>
          ) : (
            <div className="flex-1" />
          )}
          {tags.length > 0 ? (
            <ul aria-label={newsPageCopy.tags} className="mt-4 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-slate-700 px-3 py-1 text-xs text-slate-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-5 flex flex-wrap gap-x-2 text-sm text-slate-400">
            {article.author ? (
              <>
                <span>{article.author}</span>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            ) : (
              <span>{formatDate(null)}</span>
            )}
            {readTime ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{readTime}</span>
              </>
            ) : null}
          </p>
        </div>
      </article>
    </li>
  );
}
