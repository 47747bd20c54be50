import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the prerender and while React hydrates the prerendered page, true after (and at once
 * on a page reached by a client-side navigation). A render that differs before and after uses
 * it, so hydration matches the HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
