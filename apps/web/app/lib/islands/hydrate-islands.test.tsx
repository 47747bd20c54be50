import { type ComponentType, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands, IslandError, type IslandLoaders } from './hydrate-islands.ts';
import { defineDomIsland, defineIsland } from './island.tsx';

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

const CounterIsland = defineIsland('counter', Counter, 'visible');
const MenuIsland = defineIsland('menu', Counter, 'intent');
const started: { root: HTMLElement; props: unknown }[] = [];
const GlowIsland = defineDomIsland(
  'glow',
  ({ hue }: { hue: number }) => <canvas aria-label={`Glow ${hue}`} />,
  (root, props) => started.push({ root, props }),
  'visible',
);

/** The page as the prerender writes it: static text around three islands. */
function prerender(): string {
  return renderToString(
    <main>
      <p>Static text ships no component code.</p>
      <CounterIsland label="First" start={2} />
      <CounterIsland label="Second" start={7} />
      <MenuIsland label="Menu" start={0} />
      <GlowIsland hue={200} />
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

/** Lets React's scheduler run: these tests hydrate as a browser does, outside act(). */
function settle(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}

async function click(label: string) {
  button(label).click();
  await settle();
}

let loads: number;
const loadCounter = async () => {
  loads += 1;
  return { component: Counter as ComponentType<unknown> };
};

/** The visitor's first input of any kind (here the pointer moving somewhere on the page). */
function firstInput() {
  window.dispatchEvent(new Event('pointermove'));
}
const loaders: IslandLoaders = {
  counter: loadCounter,
  menu: loadCounter,
  glow: async () => GlowIsland,
};
const glow = () => document.querySelector('canvas') as HTMLCanvasElement;

beforeEach(() => {
  started.length = 0;
  // A browser has no act(): the hydration commits when React's scheduler runs it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  loads = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = prerender();
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('prerender the component inside a marker that names it and holds its props', () => {
    const markers = document.querySelectorAll('[data-island="counter"]');
    expect(markers).toHaveLength(2);
    expect(markers[0]?.getAttribute('data-island-props')).toBe('{"label":"First","start":2}');
    expect(markers[0]?.getAttribute('data-island-trigger')).toBe('visible');
    expect(
      document.querySelector('[data-island="menu"]')?.getAttribute('data-island-trigger'),
    ).toBe('intent');
    expect(button('First').textContent).toBe('First 2');
  });

  it("watch a React island's approach only from the visitor's first input on", async () => {
    hydrateIslands(document, loaders);
    await settle();
    const observed = () =>
      FakeIntersectionObserver.instances.flatMap((observer) => observer.targets);
    expect(observed()).not.toContain(button('First'));
    firstInput();
    await settle();
    expect(observed()).toContain(button('First'));
    expect(loads).toBe(0);
  });

  it('treat a page that starts away from its top as approached (an anchor, a restored scroll)', async () => {
    vi.stubGlobal('scrollY', 900);
    hydrateIslands(document, loaders);
    await settle();
    const observed = FakeIntersectionObserver.instances.flatMap((observer) => observer.targets);
    expect(observed).toContain(button('First'));
  });

  it('load nothing until an island nears the viewport, then hydrate that island alone', async () => {
    const [first] = hydrateIslands(document, loaders, { margin: '300px' });
    firstInput();
    await settle();
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe('300px');
    await click('First');
    expect(loads).toBe(0);
    expect(button('First').textContent).toBe('First 2');

    reportNear(button('First'));
    await first?.hydrated;
    expect(loads).toBe(1);
    await click('First');
    expect(button('First').textContent).toBe('First 3');
    await click('Second');
    expect(button('Second').textContent).toBe('Second 7');
  });

  it('hydrate on intent (focus inside the island) and only once', async () => {
    const [, second] = hydrateIslands(document, loaders);
    button('Second').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await second?.hydrated;
    firstInput();
    await settle();
    expect(FakeIntersectionObserver.instances.flatMap((o) => o.targets)).not.toContain(
      button('Second'),
    );
    button('Second').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(loads).toBe(1);
    await click('Second');
    expect(button('Second').textContent).toBe('Second 8');
  });

  it('never load an intent island because it is on screen', async () => {
    hydrateIslands(document, loaders);
    firstInput();
    await settle();
    const observed = FakeIntersectionObserver.instances.flatMap((observer) => observer.targets);
    expect(observed).toContain(button('First'));
    expect(observed).not.toContain(button('Menu'));
    expect(loads).toBe(0);
  });

  it('replay a click that arrives while the island loads, once it has hydrated', async () => {
    const [, , menu] = hydrateIslands(document, loaders);
    button('Menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    button('Menu').click();
    // Held, not lost and not run twice.
    await menu?.hydrated;
    expect(loads).toBe(1);
    expect(button('Menu').textContent).toBe('Menu 1');
    await click('Menu');
    expect(button('Menu').textContent).toBe('Menu 2');
  });

  it('report a chunk that fails to load and leave the static markup in place', async () => {
    const failure = new Error('chunk failed');
    const onError = vi.fn();
    const [first] = hydrateIslands(
      document,
      { ...loaders, counter: () => Promise.reject(failure) },
      { onError },
    );
    firstInput();
    await settle();
    reportNear(button('First'));
    await first?.hydrated;
    expect(onError).toHaveBeenCalledWith(failure);
    expect(button('First').textContent).toBe('First 2');
  });

  it('start a DOM island near the viewport without input, with its props and no React', async () => {
    const [, , , dom] = hydrateIslands(document, loaders);
    await settle();
    reportNear(glow());
    await dom?.hydrated;
    expect(started).toEqual([{ root: glow().parentElement, props: { hue: 200 } }]);
    expect(loads).toBe(0);
    expect(glow().parentElement?.getAttribute('data-island-runtime')).toBe('dom');
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
