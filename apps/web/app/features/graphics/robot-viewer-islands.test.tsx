import { homeMessages } from '@phi/contracts/messages';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import type { IslandProps } from '../../lib/islands/island.tsx';
import ContactRobotViewerIsland from './contact-robot-viewer.island.tsx';
import { ContactRobotViewer } from './contact-robot-viewer.tsx';
import RobotArmViewerIsland from './robot-arm-viewer.island.tsx';
import { RobotArmViewer } from './robot-arm-viewer.tsx';

// Never reports an element near the viewport: the scenes, and three.js, must not start.
class DistantIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function prerender(html: string): HTMLElement {
  document.body.innerHTML = html;
  const island = document.querySelector<HTMLElement>('[data-island]');
  if (!island) {
    throw new Error('no island in the markup');
  }
  return island;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', DistantIntersectionObserver);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the robot viewers as islands', () => {
  it('prerenders the home arm as a `visible` island in its loading state, then hydrates it', async () => {
    const island = prerender(renderToString(<RobotArmViewerIsland label="A robot arm" />));
    expect(island.getAttribute('data-island')).toBe('robot-arm-viewer');
    expect(island.getAttribute('data-island-trigger')).toBe('visible');
    expect(island.getAttribute('data-island-props')).toBe('{"label":"A robot arm"}');
    const viewer = island.querySelector('[data-robot-state]');
    expect(viewer?.getAttribute('data-robot-state')).toBe('loading');
    // spec: site-marketing-careers §2.3, "Loading Robot Arm..." until the model is shown.
    expect(viewer?.querySelector('[role="status"]')?.textContent).toBe(homeMessages.robotLoading);

    const onError = vi.fn();
    await mountIslandInTest(
      island,
      RobotArmViewer as ComponentType<IslandProps>,
      { label: 'A robot arm' },
      onError,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(island.querySelector('canvas')?.getAttribute('aria-label')).toBe('A robot arm');
    expect(viewer?.getAttribute('data-robot-state')).toBe('loading');
  });

  it('prerenders the contact viewer as a `visible` island that hydrates its poster as is', async () => {
    const island = prerender(renderToString(<ContactRobotViewerIsland className="max-w-sm" />));
    expect(island.getAttribute('data-island')).toBe('contact-robot-viewer');
    expect(island.getAttribute('data-island-trigger')).toBe('visible');
    expect(island.getAttribute('data-island-props')).toBe('{"className":"max-w-sm"}');
    const viewer = island.querySelector('[data-robot-state]');
    expect(viewer?.getAttribute('aria-hidden')).toBe('true');
    expect(viewer?.classList.contains('max-w-sm')).toBe(true);

    const onError = vi.fn();
    await mountIslandInTest(
      island,
      ContactRobotViewer as ComponentType<IslandProps>,
      { className: 'max-w-sm' },
      onError,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(viewer?.getAttribute('data-robot-state')).toBe('loading');
  });
});
