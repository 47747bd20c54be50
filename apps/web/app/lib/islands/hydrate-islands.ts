import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { whenNearViewport } from '../visibility.ts';
import { type IslandProps, islandNameAttribute, islandPropsAttribute } from './island.tsx';

// The browser half of island.tsx: each island hydrates on its own, the first time it comes
// within `margin` of the viewport or the visitor shows intent (pointer over it, focus in it, a
// touch), whichever is first, so a widget below the first screen costs nothing until then.
// A click that arrives before the island's chunk has loaded does nothing: islands are parts
// whose markup already works without JavaScript (links, forms) or that wait for a second input.

// biome-ignore lint/suspicious/noExplicitAny: each island's loader returns its own props type.
export type IslandLoaders = Readonly<Record<string, () => Promise<ComponentType<any>>>>;

export class IslandError extends Error {}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

export interface HydrateIslandsOptions {
  /** How far outside the viewport an island starts loading; 200px unless told. */
  readonly margin?: string;
  /** Where a failed load or hydration is reported; console.error unless told. */
  readonly onError?: (error: unknown) => void;
}

export interface PendingIsland {
  readonly name: string;
  readonly element: HTMLElement;
  /** Settles once the island has hydrated (or failed: reported to onError). */
  readonly hydrated: Promise<void>;
}

/** Runs `task` once: when a child of `marker` nears the viewport, or on intent inside it. */
function watchApproach(marker: HTMLElement, task: () => void, margin: string): void {
  let done = false;
  const stops: (() => void)[] = [];
  const run = () => {
    if (!done) {
      done = true;
      for (const stop of stops) {
        stop();
      }
      task();
    }
  };
  for (const type of intentEvents) {
    marker.addEventListener(type, run, { passive: true });
    stops.push(() => marker.removeEventListener(type, run));
  }
  // A marker with `display: contents` has no box of its own: watch its children's.
  for (const child of [...marker.children]) {
    stops.push(whenNearViewport(child, run, margin));
  }
}

function readProps(element: HTMLElement, name: string): IslandProps {
  const json = element.getAttribute(islandPropsAttribute);
  try {
    const props: unknown = JSON.parse(json ?? '');
    if (typeof props === 'object' && props !== null && !Array.isArray(props)) {
      return props as IslandProps;
    }
  } catch {
    // reported below
  }
  throw new IslandError(`island "${name}" has no props object in ${islandPropsAttribute}`);
}

/**
 * Schedules every island under `root` for hydration. Checks the whole page first: a marker
 * without a loader or without readable props throws, naming it, and nothing is scheduled.
 */
export function hydrateIslands(
  root: ParentNode,
  loaders: IslandLoaders,
  { margin = '200px', onError = console.error }: HydrateIslandsOptions = {},
): PendingIsland[] {
  const markers = [...root.querySelectorAll<HTMLElement>(`[${islandNameAttribute}]`)];
  const islands = markers.map((element) => {
    const name = element.getAttribute(islandNameAttribute) ?? '';
    const load = loaders[name];
    if (!load) {
      throw new IslandError(`island "${name}" has no loader on this page`);
    }
    return { name, element, load, props: readProps(element, name) };
  });
  return islands.map(({ name, element, load, props }) => ({
    name,
    element,
    hydrated: new Promise<void>((settle) => {
      watchApproach(
        element,
        () => {
          load()
            .then((component) => {
              hydrateRoot(element, createElement(component, props), {
                onRecoverableError: onError,
              });
            })
            .catch(onError)
            .finally(settle);
        },
        margin,
      );
    }),
  }));
}
