import { allFilterValue, type NewsCategory, newsCategories } from '@phi/contracts/public';
import { useCallback, useSyncExternalStore } from 'react';

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

// The articles are an island (news-articles.island.tsx) with no router around them: the topic is
// read from the address itself. A choice is a history entry of its own (as before, when React
// Router's search params held it), so Back returns to the topic before; popstate tells.
const topicListeners = new Set<() => void>();

function subscribeToAddress(onChange: () => void): () => void {
  topicListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    topicListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const readAddressTopic = () =>
  parseNewsTopic(new URLSearchParams(window.location.search).get(topicQueryParam));

// The page was prerendered without a query string: hydrating with the address's own topic would
// leave the server's pressed button in place (React does not patch attributes that differ), so
// the prerender and the hydrating render use "all", and the address's topic follows at once.
const readPrerenderedTopic = (): NewsTopic => allFilterValue;

/** The address with `topic` in its query (left out for all), the rest of it kept. */
function buildTopicAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  topic: NewsTopic,
): string {
  const params = new URLSearchParams(location.search);
  if (topic === allFilterValue) {
    params.delete(topicQueryParam);
  } else {
    params.set(topicQueryParam, topic);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export function useNewsTopic(): { topic: NewsTopic; setTopic: (topic: NewsTopic) => void } {
  const topic = useSyncExternalStore(subscribeToAddress, readAddressTopic, readPrerenderedTopic);
  const setTopic = useCallback((next: NewsTopic) => {
    if (next === readAddressTopic()) {
      return;
    }
    // pushState never scrolls: the list changes under the visitor's eyes.
    window.history.pushState(null, '', buildTopicAddress(window.location, next));
    for (const listener of topicListeners) {
      listener();
    }
  }, []);
  return { topic, setTopic };
}
