import type { ComponentType } from 'react';

// An island: an interactive part of an otherwise static page (docs/architecture.md#quality-targets).
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

/**
 * When an island hydrates: `intent` on the visitor's first pointer, focus or touch inside it
 * (parts of the first screen, such as the menus, which must not load by themselves);
 * `visible` also when it nears the viewport (widgets below the first screen, ready by the time
 * they are reached).
 */
export type IslandTrigger = 'intent' | 'visible';

export interface IslandMarkerProps<Props extends IslandProps> {
  /** The key of the component in the page's island loaders (hydrate-islands.ts). */
  readonly name: string;
  readonly component: ComponentType<Props>;
  readonly props: Props;
  readonly trigger: IslandTrigger;
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
}: IslandMarkerProps<Props>) {
  return (
    <div
      {...{
        [islandNameAttribute]: name,
        [islandPropsAttribute]: JSON.stringify(props),
        [islandTriggerAttribute]: trigger,
      }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}

/** An island as a page uses it: render it with its props; the browser finds it by `name`. */
export interface IslandDefinition<Props extends IslandProps> {
  (props: Props): ReturnType<typeof Island>;
  readonly islandName: string;
  readonly component: ComponentType<Props>;
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
