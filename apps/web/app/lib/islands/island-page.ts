import { captureError, startMonitoring } from '../../features/monitoring/error-capture.ts';
import { startReveals } from '../reveal-on-scroll.ts';
import { rewriteTrailingSlash } from '../trailing-slash.ts';
import { hydrateIslands, type IslandLoaders } from './hydrate-islands.ts';
import { prefetchOnIntent } from './prefetch-on-intent.ts';

// What a prerendered page runs instead of the whole app (docs/architecture.md#islands): the
// shell's page-wide behaviour as plain DOM code, then each island on approach or intent.

/** How far below the viewport a `visible` island starts loading. */
export const islandMargin = '300px';

/** `<html data-hydrated>`: `islands` here, `true` where root.tsx hydrates the whole app. */
export const hydratedAttribute = 'hydrated';

function reportIslandError(error: unknown): void {
  console.error(error);
  captureError('window-error', error);
}

export function startIslandPage(loaders: IslandLoaders): void {
  // spec: site-marketing-careers §2.2, a trailing slash is removed from the address (query and
  // hash kept) without a history entry.
  const target = rewriteTrailingSlash(window.location);
  if (target) {
    window.history.replaceState(window.history.state, '', target);
  }
  startMonitoring();
  startReveals(document);
  prefetchOnIntent(document);
  hydrateIslands(document, loaders, { margin: islandMargin, onError: reportIslandError });
  // Prerendered markup is visible before its handlers exist; tests (and any script that must
  // wait for interactivity) look for this marker. From here on input reaches every island,
  // held while an island loads (event-replay.ts).
  document.documentElement.dataset[hydratedAttribute] = 'islands';
}
