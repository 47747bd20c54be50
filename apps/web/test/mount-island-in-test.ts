import type { ComponentType } from 'react';
import { onTestFinished } from 'vitest';
import type { IslandProps } from '../app/lib/islands/island.tsx';
import { mountIsland } from '../app/lib/islands/mount-island.ts';

/**
 * `mountIsland` for a unit test: the root is unmounted when the test ends, so no React work
 * is still scheduled when the test file's DOM environment is torn down (a late render there
 * fails the whole run with "window is not defined").
 */
export async function mountIslandInTest(
  element: HTMLElement,
  component: ComponentType<IslandProps>,
  props: IslandProps,
  onError: (error: unknown) => void,
): Promise<void> {
  const root = await mountIsland(element, component, props, onError);
  onTestFinished(() => root.unmount());
}
