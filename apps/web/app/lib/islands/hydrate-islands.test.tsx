import { act } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands, IslandError, type IslandLoaders } from './hydrate-islands.ts';
import { Island } from './island.tsx';

// A controllable IntersectionObserver: the test decides when an element nears the viewport.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function reportNear(target: Element) {
  const observer = FakeIntersectionObserver.instances.find((candidate) =>
    candidate.targets.includes(target),
  );
  if (!observer) {
    throw new Error('the element is not observed');
  }
  const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
  observer.callback([entry], observer as unknown as IntersectionObserver);
}

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The page as the prerender writes it: static text around two islands. */
function prerender(): string {
  return renderToString(
    <main>
      <p>Static text ships no component code.</p>
      <Island name="counter" component={Counter} props={{ label: 'First', start: 2 }} />
      <Island name="counter" component={Counter} props={{ label: 'Second', start: 7 }} />
    </main>,
  );
}

function button(label: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((element) =>
    element.textContent?.startsWith(label),
  );
  if (!found) {
    throw new Error(`no ${label} button`);
  }
  return found;
}

async function click(label: string) {
  await act(async () => {
    button(label).click();
  });
}

let loads: number;
const loaders: IslandLoaders = {
  counter: async () => {
    loads += 1;
    return Counter as ComponentType<unknown>;
  },
};

beforeEach(() => {
  loads = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = prerender();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('prerender the component inside a marker that names it and holds its props', () => {
    const markers = document.querySelectorAll('[data-island="counter"]');
    expect(markers).toHaveLength(2);
    expect(markers[0]?.getAttribute('data-island-props')).toBe('{"label":"First","start":2}');
    expect(button('First').textContent).toBe('First 2');
  });

  it('load nothing until an island nears the viewport, then hydrate that island alone', async () => {
    const [first] = hydrateIslands(document, loaders, { margin: '300px' });
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('300px');
    await click('First');
    expect(loads).toBe(0);
    expect(button('First').textContent).toBe('First 2');

    reportNear(button('First'));
    await act(() => first?.hydrated);
    expect(loads).toBe(1);
    await click('First');
    expect(button('First').textContent).toBe('First 3');
    await click('Second');
    expect(button('Second').textContent).toBe('Second 7');
  });

  it('hydrate on intent (focus inside the island) and only once', async () => {
    const [, second] = hydrateIslands(document, loaders);
    await act(async () => {
      button('Second').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await act(() => second?.hydrated);
    reportNear(button('Second'));
    button('Second').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await act(async () => undefined);
    expect(loads).toBe(1);
    await click('Second');
    expect(button('Second').textContent).toBe('Second 8');
  });

  it('report a chunk that fails to load and leave the static markup in place', async () => {
    const failure = new Error('chunk failed');
    const onError = vi.fn();
    const [first] = hydrateIslands(
      document,
      { counter: () => Promise.reject(failure) },
      { onError },
    );
    reportNear(button('First'));
    await act(() => first?.hydrated);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(button('First').textContent).toBe('First 2');
  });

  it('refuse a page with an island it has no loader for, or unreadable props, naming it', () => {
    expect(() => hydrateIslands(document, {})).toThrow(
      new IslandError('island "counter" has no loader on this page'),
    );
    document.querySelector('[data-island]')?.setAttribute('data-island-props', '[1]');
    expect(() => hydrateIslands(document, loaders)).toThrow(
      new IslandError('island "counter" has no props object in data-island-props'),
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
