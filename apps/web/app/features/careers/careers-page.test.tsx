import { careersListCopy, careersPage } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import { jsonResponse, sampleJob } from '../../testing.ts';
import { CareersPage } from './careers-page.tsx';
import { OpenPositionsSlot } from './open-positions-slot.tsx';

function islandOf(page: ParentNode): HTMLElement {
  const islands = page.querySelectorAll<HTMLElement>('[data-island]');
  expect(islands).toHaveLength(1);
  const [island] = islands;
  if (!island) {
    throw new Error('the careers page has no island');
  }
  return island;
}

beforeAll(async () => {
  await import('./open-positions.tsx');
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// spec: site-marketing-careers §2.9 and §4: the page is static HTML but for the job list.
describe('CareersPage', { timeout: 20_000 }, () => {
  it('is prerendered with the list as its one island, holding the three placeholder cards', () => {
    document.body.innerHTML = renderToString(<CareersPage />);
    const island = islandOf(document.body);
    expect(island.getAttribute('data-island')).toBe('open-positions');
    expect(island.getAttribute('data-island-trigger')).toBe('visible');
    expect(island.getAttribute('data-island-props')).toBe('{}');
    expect(island.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    expect(island.querySelectorAll('[data-testid="job-placeholder"]')).toHaveLength(3);
    expect(island.querySelector('button')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(careersPage.heading);
    expect(document.querySelector('h1')?.closest('[data-island]')).toBeNull();
  });

  it('hydrates the prerendered list without a mismatch and then shows the jobs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [sampleJob])),
    );
    document.body.innerHTML = renderToString(<CareersPage />);
    const island = islandOf(document.body);
    const onError = vi.fn();
    await mountIslandInTest(island, OpenPositionsSlot, {}, onError);
    // The jobs arrive after hydration: allow for a busy machine.
    await vi.waitFor(() => expect(island.querySelector('h3')?.textContent).toBe(sampleJob.title), {
      timeout: 5000,
    });
    expect(island.querySelector('section')?.getAttribute('aria-busy')).toBe('false');
    const apply = island.querySelector('a');
    expect(apply?.textContent).toContain(careersMessages.applyNow);
    expect(apply?.getAttribute('href')).toBe(`/careers/apply/${sampleJob.id}`);
    expect(island.textContent).toContain(careersListCopy.refresh);
    expect(onError).not.toHaveBeenCalled();
  });
});
