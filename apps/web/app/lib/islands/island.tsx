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

export interface IslandMarkerProps<Props extends IslandProps> {
  /** The key of the component in the page's island loaders (hydrate-islands.ts). */
  readonly name: string;
  readonly component: ComponentType<Props>;
  readonly props: Props;
}

/**
 * The component inside its marker. `display: contents` keeps the marker out of the layout, so a
 * component renders the same with or without it.
 */
export function Island<Props extends IslandProps>({
  name,
  component: Component,
  props,
}: IslandMarkerProps<Props>) {
  return (
    <div
      {...{ [islandNameAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
