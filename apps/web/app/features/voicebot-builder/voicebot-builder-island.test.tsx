import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import type { IslandProps } from '../../lib/islands/island.tsx';
import BuilderGlobeIsland from './builder-globe.island.tsx';
import VoicebotBuilderIsland from './voicebot-builder.island.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The builder as the page prerenders it, deep in the page's tree after other parts (the
 * globe), then hydrated alone as its own root, the way the islands entry does.
 */
async function hydrateAlone() {
  document.body.innerHTML = renderToString(
    <main>
      <section>
        <BuilderGlobeIsland />
      </section>
      <VoicebotBuilderIsland />
    </main>,
  );
  const island = document.querySelector<HTMLElement>('[data-island="voicebot-builder"]');
  if (!island) {
    throw new Error('no island in the markup');
  }
  const consoleErrors = vi.spyOn(console, 'error');
  const onError = vi.fn();
  await mountIslandInTest(
    island,
    VoicebotBuilderIsland.component as ComponentType<IslandProps>,
    JSON.parse(island.getAttribute('data-island-props') ?? '{}'),
    onError,
  );
  return { island, onError, consoleErrors };
}

describe('the builder page as islands', () => {
  it('prerenders the builder as a `visible` island and the globe as another', () => {
    document.body.innerHTML = renderToString(
      <>
        <BuilderGlobeIsland />
        <VoicebotBuilderIsland />
      </>,
    );
    const islands = [...document.querySelectorAll('[data-island]')].map((marker) => [
      marker.getAttribute('data-island'),
      marker.getAttribute('data-island-trigger'),
      marker.getAttribute('data-island-runtime'),
    ]);
    expect(islands).toEqual([
      ['builder-globe', 'visible', 'react'],
      ['voicebot-builder', 'visible', 'react'],
    ]);
  });

  it('hydrates the builder alone without a mismatch, its labels still naming their fields', async () => {
    const { island, onError, consoleErrors } = await hydrateAlone();
    expect(onError).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    for (const label of island.querySelectorAll('label[for]')) {
      expect(document.getElementById(label.getAttribute('for') ?? '')).not.toBeNull();
    }
    expect(
      island.querySelector('[data-testid="voicebot-builder"]')?.getAttribute('data-hydrated'),
    ).toBe('true');
  });
});
