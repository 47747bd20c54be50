import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import { type IslandModule, islandLoaders } from '../../lib/islands/island-registry.ts';
import VoiceDemoGridIsland from './voice-demo-grid.island.tsx';

// The bubbles as an island: prerendered inside the page, then hydrated in a root of their own
// from the marker's JSON props, as the island page entry does (lib/islands/hydrate-islands.ts).

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function prerenderPage(): HTMLElement {
  document.body.innerHTML = renderToString(
    <main>
      <h2>Try our demo voice assistants</h2>
      <VoiceDemoGridIsland assistants={['hotel', 'restaurant', 'hospital']} />
    </main>,
  );
  const marker = document.querySelector<HTMLElement>('[data-island="voice-demo-grid"]');
  if (!marker) {
    throw new Error('no voice-demo-grid marker in the prerendered page');
  }
  return marker;
}

function referencedIds(): string[] {
  return [...document.querySelectorAll('[aria-labelledby], [aria-describedby]')].flatMap(
    (element) =>
      ['aria-labelledby', 'aria-describedby'].flatMap(
        (name) => element.getAttribute(name)?.split(' ') ?? [],
      ),
  );
}

describe('voice-demo-grid island', () => {
  it('hydrates the prerendered bubbles without a mismatch and enables them', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: navigator.userAgent,
      mediaDevices: { getUserMedia: () => Promise.resolve() },
    });
    const marker = prerenderPage();
    const buttons = () => [...marker.querySelectorAll('button')];
    expect(buttons().map((button) => button.disabled)).toEqual([true, true, true]);
    const prerenderedIds = referencedIds();
    const consoleError = vi.spyOn(console, 'error');
    const onError = vi.fn();

    const { 'voice-demo-grid': load } = islandLoaders(
      import.meta.glob<IslandModule>('./voice-demo-grid.island.tsx'),
    );
    if (!load) {
      throw new Error('no loader named after voice-demo-grid.island.tsx');
    }
    const props = JSON.parse(marker.getAttribute('data-island-props') ?? '');
    await mountIslandInTest(marker, (await load()).component, props, onError);
    await vi.waitFor(() => {
      expect(buttons().map((button) => button.disabled)).toEqual([false, false, false]);
    });

    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Every heading and status line a bubble names is still the element the prerender named.
    expect(referencedIds()).toEqual(prerenderedIds);
    expect(prerenderedIds).toEqual([
      'voice-bubble-hotel-heading',
      'voice-bubble-hotel-status',
      'voice-bubble-restaurant-heading',
      'voice-bubble-restaurant-status',
      'voice-bubble-hospital-heading',
      'voice-bubble-hospital-status',
    ]);
    for (const id of prerenderedIds) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});
