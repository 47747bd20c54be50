import type { ComponentType } from 'react';

// An island: an interactive part of an otherwise static page (docs/architecture.md#islands).
// At prerender time it renders the component as usual inside a marker that names it and holds
// its props as JSON; in the browser hydrate-islands.ts finds the marker and hydrates the
// component alone, from its own chunk, when it nears the viewport or on intent.

/** What survives JSON: the only props an island can be given. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

export type IslandProps = { readonly [key: string]: JsonValue };

export const islandNameAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandTriggerAttribute = 'data-island-trigger';
export const islandRuntimeAttribute = 'data-island-runtime';

/**
 * When an island starts: `intent` on the visitor's first pointer, focus or touch inside it
 * (parts of the first screen, such as the menus); `visible` also when it nears the viewport.
 * A React island never loads by itself: React alone is more than a page's budget before input
 * (docs/architecture.md#islands), so a `visible` one waits for the visitor's first input of
 * any kind (a scroll, the pointer moving, a touch, a key) and then for its approach. A DOM
 * island (defineDomIsland: plain code, a few KB, such as a decorative canvas) starts as soon as
 * it nears the viewport.
 */
export type IslandTrigger = 'intent' | 'visible';

/** `react`: the component hydrates in its own root; `dom`: the island's `start` runs. */
export type IslandRuntime = 'react' | 'dom';

export interface IslandMarkerProps<Props extends IslandProps> {
  /** The key of the component in the page's island loaders (hydrate-islands.ts). */
  readonly name: string;
  readonly component: ComponentType<Props>;
  readonly props: Props;
  readonly trigger: IslandTrigger;
  readonly runtime?: IslandRuntime;
}

/**
 * The component inside its marker. `display: contents` keeps the marker out of the layout, so a
 * component renders the same with or without it.
 */
export function Island<Props extends IslandProps>({
  name,
  component: Component,
  props,
  trigger,
  runtime = 'react',
}: IslandMarkerProps<Props>) {
  return (
    <div
      {...{
        [islandNameAttribute]: name,
        [islandPropsAttribute]: JSON.stringify(props),
        [islandTriggerAttribute]: trigger,
        [islandRuntimeAttribute]: runtime,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}

/** A DOM island's browser code: it takes over the prerendered markup inside `root`. */
export type IslandStart<Props extends IslandProps> = (root: HTMLElement, props: Props) => void;

/** An island as a page uses it: render it with its props; the browser finds it by `name`. */
export interface IslandDefinition<Props extends IslandProps> {
  (props: Props): ReturnType<typeof Island>;
  readonly islandName: string;
  /** The markup; for a React island also what hydrates. */
  readonly component: ComponentType<Props>;
  /** A DOM island's browser code (no React in the browser). */
  readonly start?: IslandStart<Props>;
}

/**
 * Declares an island. Each lives in its own `<name>.island.tsx` file whose default export is
 * this definition: the page entry (page-entry.ts) finds the files by that suffix and loads each
 * one only when its marker asks for it.
 */
export function defineIsland<Props extends IslandProps>(
  name: string,
  component: ComponentType<Props>,
  trigger: IslandTrigger,
): IslandDefinition<Props> {
  const render = (props: Props) => (
    <Island name={name} component={component} props={props} trigger={trigger} />
  );
  return Object.assign(render, { islandName: name, component });
}

/**
 * Declares a DOM island: `markup` is prerendered like any component, and in the browser
 * `start` runs on the marker instead of React (which never loads for it). For small plain
 * parts that should start without waiting for input, such as a decorative canvas.
 */
export function defineDomIsland<Props extends IslandProps>(
  name: string,
  markup: ComponentType<Props>,
  start: IslandStart<Props>,
  trigger: IslandTrigger,
): IslandDefinition<Props> {
  const render = (props: Props) => (
    <Island name={name} component={markup} props={props} trigger={trigger} runtime="dom" />
  );
  return Object.assign(render, { islandName: name, component: markup, start });
}
