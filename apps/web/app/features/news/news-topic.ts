import { allFilterValue, type NewsCategory, newsCategories } from '@phi/contracts/public';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';

/** A topic filter button's value: one category, or all (spec: chat-news-admin §2). */
export type NewsTopic = NewsCategory | typeof allFilterValue;

/** The chosen topic lives in the address (?topic=ml), so a link shares it and Back restores it. */
export const topicQueryParam = 'topic';

export function parseNewsTopic(value: string | null): NewsTopic {
  return newsCategories.find((category) => category === value) ?? allFilterValue;
}

/** spec: chat-news-admin §4, "all" omits the filter. */
export function toNewsCategory(topic: NewsTopic): NewsCategory | undefined {
  return topic === allFilterValue ? undefined : topic;
}

// The page was prerendered without a query string: hydrating with the address's own topic would
// leave the server's pressed button in place (React does not patch attributes that differ), so
// that render uses "all" too.
export function useNewsTopic(): {
  topic: NewsTopic;
  setTopic: (topic: NewsTopic) => void;
  isHydrated: boolean;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const topic = isHydrated ? parseNewsTopic(searchParams.get(topicQueryParam)) : allFilterValue;
  const setTopic = useCallback(
    (next: NewsTopic) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === allFilterValue) {
            params.delete(topicQueryParam);
          } else {
            params.set(topicQueryParam, next);
          }
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { topic, setTopic, isHydrated };
}
