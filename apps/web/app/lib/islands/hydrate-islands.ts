import type { ComponentType } from 'react';
import { whenNearViewport } from '../visibility.ts';
import { holdEvents } from './event-replay.ts';
import {
  type IslandProps,
  type IslandTrigger,
  islandNameAttribute,
  islandPropsAttribute,
  islandTriggerAttribute,
} from './island.tsx';
import { mountIsland } from './mount-island.ts';

// The browser half of island.tsx: each island hydrates on its own, from its own chunk, on the
// visitor's intent (pointer over it, focus in it, a touch) or, for a `visible` island, the
// first time it comes within `margin` of the viewport, whichever is first. React itself is a
// chunk of its own (mount-island.ts loads it), so a page whose islands wait for intent runs
// no component code until then. Input that arrives while an island loads is held and replayed
// once it has hydrated (event-replay.ts).

// biome-ignore lint/suspicious/noExplicitAny: each island's loader returns its own props type.
export type IslandLoaders = Readonly<Record<string, () => Promise<ComponentType<any>>>>;

export class IslandError extends Error {}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
const triggers: readonly IslandTrigger[] = ['intent', 'visible'];

export interface HydrateIslandsOptions {
  /** How far outside the viewport a `visible` island starts loading; 200px unless told. */
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

/** Runs `task` once: on intent inside `marker`, or (`visible`) when a child nears the viewport. */
function watchApproach(
  marker: HTMLElement,
  trigger: IslandTrigger,
  task: () => void,
  margin: string,
): void {
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
    // Capture: the intent must be seen before the held events (event-replay.ts) are.
    marker.addEventListener(type, run, { passive: true, capture: true });
    stops.push(() => marker.removeEventListener(type, run, { capture: true }));
  }
  if (trigger === 'visible') {
    // A marker with `display: contents` has no box of its own: watch its children's.
    for (const child of [...marker.children]) {
      stops.push(whenNearViewport(child, run, margin));
    }
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

function readTrigger(element: HTMLElement, name: string): IslandTrigger {
  const trigger = element.getAttribute(islandTriggerAttribute);
  const known = triggers.find((candidate) => candidate === trigger);
  if (!known) {
    throw new IslandError(`island "${name}" has no known ${islandTriggerAttribute}`);
  }
  return known;
}

/**
 * Schedules every island under `root` for hydration. Checks the whole page first: a marker
 * without a loader, readable props or a known trigger throws, naming it, and nothing is
 * scheduled.
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
    return {
      name,
      element,
      load,
      props: readProps(element, name),
      trigger: readTrigger(element, name),
    };
  });
  return islands.map(({ name, element, load, props, trigger }) => ({
    name,
    element,
    hydrated: new Promise<void>((settle) => {
      watchApproach(
        element,
        trigger,
        () => {
          const held = holdEvents(element);
          mountIsland(element, load, props, onError)
            .then(held.replay, (error: unknown) => {
              held.replay();
              onError(error);
            })
            .finally(settle);
        },
        margin,
      );
    }),
  }));
}
