import { newsTopicFilters } from '@phi/contracts/public';
import { newsPageCopy } from './news-copy.ts';
import type { NewsTopic } from './news-topic.ts';

/**
 * spec: chat-news-admin §2, the row of topic buttons (All Topics, AI, ML, DL, Research, Academic,
 * Industry): a toggle group, one pressed at a time, each button reachable with Tab.
 */
export function TopicFilter({
  topic,
  onChange,
}: {
  topic: NewsTopic;
  onChange: (topic: NewsTopic) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{newsPageCopy.topicFilterLabel}</legend>
      {newsTopicFilters.map((filter) => {
        const isPressed = filter.value === topic;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(filter.value)}
            className={`h-11 rounded-full border px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
              isPressed
                ? 'border-sky-400 bg-sky-400 text-slate-950'
                : 'border-slate-700 bg-slate-900/60 text-slate-200 hover:border-slate-500 hover:bg-slate-800'
            }`}
          >
            {filter.label}
          </button>
        );
      })}
    </fieldset>
  );
}
