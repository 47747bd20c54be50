import type { ComponentType } from 'react';
import { whenNearViewport } from '../visibility.ts';
import { holdEvents } from './event-replay.ts';
import { intentEvents } from './intent-events.ts';
import {
  type IslandProps,
  type IslandRuntime,
  type IslandTrigger,
  islandNameAttribute,
  islandPropsAttribute,
  islandRuntimeAttribute,
  islandTriggerAttribute,
} from './island.tsx';
import { mountIsland } from './mount-island.ts';

// The browser half of island.tsx: each island starts on its own, from its own chunk, on the
// visitor's intent (pointer over it, focus in it, a touch) or, for a `visible` island, the
// first time it comes within `margin` of the viewport, whichever is first; a `visible` React
// island watches its approach only from the visitor's first input on (island.tsx says why).
// React itself is a chunk of its own (mount-island.ts loads it), so a page runs no component
// code before input. Input that arrives while a React island loads is held and replayed once
// it has hydrated (event-replay.ts).

/** What an island file gives the browser: the component to hydrate, or a DOM island's start. */
export interface LoadedIsland {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props type.
  readonly component: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props type.
  readonly start?: (root: HTMLElement, props: any) => void;
}

export type IslandLoaders = Readonly<Record<string, () => Promise<LoadedIsland>>>;

export class IslandError extends Error {}

const inputEvents = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'];
const triggers: readonly IslandTrigger[] = ['intent', 'visible'];
const runtimes: readonly IslandRuntime[] = ['react', 'dom'];

/**
 * Settles on the visitor's first input of any kind on the page, or at once on a page that
 * starts away from its top (a link to an anchor, a restored scroll position): the visitor is
 * already where they meant to go.
 */
function firstInput(): Promise<void> {
  if (window.scrollY > 0) {
    return Promise.resolve();
  }
  return new Promise((settle) => {
    const done = () => {
      for (const type of inputEvents) {
        window.removeEventListener(type, done, { capture: true });
      }
      settle();
    };
    for (const type of inputEvents) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
  });
}

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

/**
 * Runs `task` once: on intent inside `marker`, or (`visible`) when a child nears the viewport
 * once `ready` has settled.
 */
function watchApproach(
  marker: HTMLElement,
  trigger: IslandTrigger,
  ready: Promise<void>,
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
    void ready.then(() => {
      // A marker with `display: contents` has no box of its own: watch its children's.
      for (const child of done ? [] : [...marker.children]) {
        stops.push(whenNearViewport(child, run, margin));
      }
    });
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

function readChoice<Choice extends string>(
  element: HTMLElement,
  name: string,
  attribute: string,
  choices: readonly Choice[],
): Choice {
  const value = element.getAttribute(attribute);
  const known = choices.find((candidate) => candidate === value);
  if (!known) {
    throw new IslandError(`island "${name}" has no known ${attribute}`);
  }
  return known;
}

/** Starts a loaded island: a DOM island's code, or React's hydration of its component. */
async function startIsland(
  element: HTMLElement,
  loaded: LoadedIsland,
  props: IslandProps,
  onError: (error: unknown) => void,
): Promise<void> {
  if (loaded.start) {
    loaded.start(element, props);
    return;
  }
  await mountIsland(element, loaded.component, props, onError);
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
      trigger: readChoice(element, name, islandTriggerAttribute, triggers),
      runtime: readChoice(element, name, islandRuntimeAttribute, runtimes),
    };
  });
  const afterInput = firstInput();
  return islands.map(({ name, element, load, props, trigger, runtime }) => ({
    name,
    element,
    hydrated: new Promise<void>((settle) => {
      watchApproach(
        element,
        trigger,
        runtime === 'dom' ? Promise.resolve() : afterInput,
        () => {
          // Held from the intent on, through the load: nothing typed or clicked is lost.
          const held = runtime === 'react' ? holdEvents(element) : null;
          load()
            .then((loaded) => startIsland(element, loaded, props, onError))
            .catch(onError)
            .finally(() => {
              held?.replay();
              settle();
            });
        },
        margin,
      );
    }),
  }));
}
