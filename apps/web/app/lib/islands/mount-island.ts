import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { IslandProps } from './island.tsx';

// React and ReactDOM are loaded with the first island that hydrates, never by the page entry:
// a page whose islands all wait for intent runs no React at all until then.

/**
 * Hydrates `element` with `component`, and settles once React has committed the hydration (the
 * component's effects have run), so events replayed after it find handlers. Answers the root, so
 * a caller that ends the page's life (a test's teardown) can unmount it before its document goes.
 */
export async function mountIsland(
  element: HTMLElement,
  component: ComponentType<IslandProps>,
  props: IslandProps,
  onError: (error: unknown) => void,
): Promise<Root> {
  const [{ createElement, useEffect }, { hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  let committed: () => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const hydrated = new Promise<void>((resolve, reject) => {
    committed = resolve;
    failed = reject;
  });
  function Hydrated() {
    useEffect(() => committed(), []);
    return createElement(component, props);
  }
  // A render that throws leaves the prerendered markup in place; the load is reported failed.
  const root = hydrateRoot(element, createElement(Hydrated), {
    onRecoverableError: onError,
    onUncaughtError: (error) => failed(error),
  });
  await hydrated;
  return root;
}
