import { adminScreensCopy, featuredPinLabels } from '@phi/content';
import {
  type AdminNewsArticle,
  type FeaturedPin,
  formatDisplayDate,
  isHttpUrl,
} from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { Badge } from '../../components/badge.tsx';
import { RowDetail } from '../../components/list-row.tsx';

const copy = adminScreensCopy.newsSources;

interface PinAction {
  pin: FeaturedPin;
  label: string;
  describe: (title: string) => string;
}

const pinAction: PinAction = { pin: 'pinned', label: copy.pin, describe: copy.pinOf };
const unpinAction: PinAction = { pin: 'auto', label: copy.unpin, describe: copy.unpinOf };
const keepOutAction: PinAction = { pin: 'excluded', label: copy.keepOut, describe: copy.keepOutOf };
const autoAction: PinAction = { pin: 'auto', label: copy.auto, describe: copy.autoOf };

// From each pin, the two others: Pin or Unpin, and Keep out or Auto.
const actionsByPin: Record<FeaturedPin, readonly PinAction[]> = {
  auto: [pinAction, keepOutAction],
  pinned: [unpinAction, keepOutAction],
  excluded: [pinAction, autoAction],
};

function Thumbnail({ imageUrl }: { imageUrl: string | null }) {
  // spec: chat-news-admin §5, images only from http or https URLs. Decorative: the title says it.
  if (!isHttpUrl(imageUrl)) {
    return <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-slate-800" />;
  }
  return (
    <img
      src={imageUrl}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      className="size-16 shrink-0 rounded-lg bg-slate-800 object-cover"
    />
  );
}

function ArticleTitle({ article }: { article: AdminNewsArticle }) {
  if (!isHttpUrl(article.url)) {
    return <h3 className="font-semibold text-white">{article.title}</h3>;
  }
  return (
    <h3 className="font-semibold text-white">
      <a
        href={article.url}
        target="_blank"
        rel="noopener noreferrer"
        className="hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        {article.title}
        <span className="sr-only"> {copy.opensInNewTab}</span>
      </a>
    </h3>
  );
}

// Ours: one stored article with its Featured Research state and the pin actions.
export function NewsArticleRow({
  article,
  isBusy,
  onPin,
}: {
  article: AdminNewsArticle;
  isBusy: boolean;
  onPin: (article: AdminNewsArticle, pin: FeaturedPin) => void;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <Thumbnail imageUrl={article.imageUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <ArticleTitle article={article} />
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Badge value={article.featuredPin} label={featuredPinLabels[article.featuredPin]} />
              {article.isFeatured ? <Badge value="featured" label={copy.featuredNow} /> : null}
            </div>
          </div>
          <div className="flex gap-2">
            {actionsByPin[article.featuredPin].map((action) => (
              <Button
                key={action.label}
                variant="secondary"
                size="sm"
                aria-label={action.describe(article.title)}
                disabled={isBusy}
                onClick={() => onPin(article, action.pin)}
              >
                {action.label}
              </Button>
            ))}
          </div>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <RowDetail label={adminScreensCopy.source}>
            {article.sourceName || copy.sourceRemoved}
          </RowDetail>
          <RowDetail label={copy.published}>
            {formatDisplayDate(article.publishedAt ?? article.createdAt)}
          </RowDetail>
        </dl>
      </div>
    </li>
  );
}
