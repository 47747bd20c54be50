import { errorCatalog } from '@phi/contracts/errors';
import { findByText } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import { holdEvents } from '../../lib/islands/event-replay.ts';
import { type IslandModule, islandLoaders } from '../../lib/islands/island-registry.ts';
import { jsonResponse } from '../../testing.ts';
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

function withMicrophone() {
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: navigator.userAgent,
    mediaDevices: { getUserMedia: () => Promise.resolve() },
  });
}

async function loadGrid() {
  const { 'voice-demo-grid': load } = islandLoaders(
    import.meta.glob<IslandModule>('./voice-demo-grid.island.tsx'),
  );
  if (!load) {
    throw new Error('no loader named after voice-demo-grid.island.tsx');
  }
  return (await load()).component;
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
    withMicrophone();
    const marker = prerenderPage();
    const buttons = () => [...marker.querySelectorAll('button')];
    // Prerendered, a bubble takes a tap (no disabled attribute) but is marked disabled until
    // it has started; its note for a page without JavaScript is in the markup.
    expect(buttons().map((button) => button.disabled)).toEqual([false, false, false]);
    expect(buttons().map((button) => button.getAttribute('aria-disabled'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(marker.textContent).toContain('Voice conversations need JavaScript and a microphone.');
    const prerenderedIds = referencedIds();
    const consoleError = vi.spyOn(console, 'error');
    const onError = vi.fn();

    const props = JSON.parse(marker.getAttribute('data-island-props') ?? '');
    await mountIslandInTest(marker, await loadGrid(), props, onError);
    await vi.waitFor(() => {
      expect(buttons().map((button) => button.getAttribute('aria-disabled'))).toEqual([
        null,
        null,
        null,
      ]);
    });
    expect(buttons().map((button) => button.disabled)).toEqual([false, false, false]);
    expect(marker.textContent).not.toContain('need JavaScript');

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

  it('keeps a tap that came before the bubbles started and starts that conversation', async () => {
    withMicrophone();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(503, {
        error: errorCatalog.VOICE_NOT_CONFIGURED.message,
        code: 'VOICE_NOT_CONFIGURED',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const marker = prerenderPage();
    const hotel = marker.querySelector<HTMLElement>('[data-voice-assistant="hotel"]');
    const button = hotel?.querySelector('button');
    if (!hotel || !button) {
      throw new Error('no hotel bubble');
    }
    // As the island page entry does: events are held from the intent on, through the load.
    const held = holdEvents(marker);
    button.click();
    const props = JSON.parse(marker.getAttribute('data-island-props') ?? '');
    await mountIslandInTest(marker, await loadGrid(), props, vi.fn());
    expect(fetchMock).not.toHaveBeenCalled();
    held.replay();

    expect(
      await findByText(hotel, 'Voice conversations are not available on this server.'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/voice/hotel/token');
  });
});
