import { scrollAnimation } from '@phi/contracts/constants';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReveals } from '../lib/reveal-on-scroll.ts';
import { reducedMotionQuery } from '../lib/visibility.ts';
import { Reveal } from './reveal.tsx';

// A controllable IntersectionObserver: the test decides what the browser would report.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  isDisconnected = false;
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
  disconnect() {
    this.isDisconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(top: number, isIntersecting: boolean) {
    const [target] = this.targets;
    if (!target) {
      throw new Error('nothing observed');
    }
    const entry = {
      target,
      isIntersecting,
      boundingClientRect: { top, bottom: top + 200 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function latestObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) {
    throw new Error('no IntersectionObserver was created');
  }
  return observer;
}

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === reducedMotionQuery && isReduced,
    media: query,
  }));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('innerHeight', 800);
  stubReducedMotion(false);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const wrapper = () => document.querySelector('section') as HTMLElement;

/** The prerendered section, then the page entry's start. */
function renderReveal(): () => void {
  document.body.innerHTML = renderToString(
    <Reveal as="section" delayMs={150}>
      <p>Feature cards</p>
    </Reveal>,
  );
  return startReveals(document);
}

describe('Reveal', () => {
  it('renders its content fully visible in the prerendered HTML', () => {
    const html = renderToString(
      <Reveal>
        <p>Feature cards</p>
      </Reveal>,
    );
    expect(html).toContain('Feature cards');
    expect(html).not.toContain('opacity');
    expect(html).not.toContain('transform');
  });

  it('observes with the spec offset of 100 px', () => {
    renderReveal();
    expect(latestObserver().options.rootMargin).toBe(`0px 0px -${scrollAnimation.offset}px 0px`);
  });

  it('hides an element below the viewport and reveals it once, over 1000 ms ease-out', () => {
    renderReveal();
    const observer = latestObserver();
    observer.report(1200, false);
    expect(wrapper().style.opacity).toBe('0');
    expect(wrapper().style.transform).toBe('translateY(24px)');
    expect(wrapper().dataset.reveal).toBe('waiting');

    observer.report(600, true);
    expect(wrapper().style.opacity).toBe('1');
    expect(wrapper().style.transition).toContain(
      `opacity ${scrollAnimation.durationMs}ms ease-out 150ms`,
    );
    expect(observer.isDisconnected).toBe(true);
  });

  it('never hides an element the visitor can already see', () => {
    renderReveal();
    const observer = latestObserver();
    // Inside the bottom 100 px: not "intersecting" with the shrunken root, yet on screen.
    observer.report(750, false);
    expect(wrapper().getAttribute('style')).toBeNull();
    expect(observer.isDisconnected).toBe(true);
  });

  it('leaves elements above the viewport alone', () => {
    renderReveal();
    latestObserver().report(-900, false);
    expect(wrapper().getAttribute('style')).toBeNull();
  });

  it('does not animate under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    renderReveal();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(wrapper().getAttribute('style')).toBeNull();
  });

  it('shows everything when IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderReveal();
    expect(wrapper().getAttribute('style')).toBeNull();
    expect(wrapper().tagName).toBe('SECTION');
  });

  it('stops observing when stopped', () => {
    const stop = renderReveal();
    const observer = latestObserver();
    stop();
    expect(observer.isDisconnected).toBe(true);
  });

  it('starts each element once, however often the page entry starts', () => {
    renderReveal();
    latestObserver().report(1200, false);
    startReveals(document);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });
});
