import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../root.tsx';
import { resetMonitoringForTests } from './error-capture.ts';

// spec: site-marketing-careers §2.2: the fatal-error screen shows an error id; the site's
// monitoring sends the error with that id, so staff find it on Site Health
// (docs/architecture.md#monitoring).

let beacons: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  beacons = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});

afterEach(() => {
  cleanup();
  resetMonitoringForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Crash(): never {
  throw new Error('render failed');
}

describe('the fatal-error screen and monitoring', () => {
  it('reports the error with the id the screen shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: Crash, ErrorBoundary }]);
    render(<Stub initialEntries={['/']} />);
    const errorId = (await screen.findByText(/^ERR-/)).textContent;
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons.length).toBeGreaterThan(0);
    });
    expect(beacons[0]).toMatchObject({
      url: '/api/monitoring/errors',
      body: { message: 'render failed', context: { source: 'error-boundary', errorId } },
    });
  });

  it('sends nothing for the 404 screen', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        HydrateFallback: () => null,
        loader: () => {
          throw new Response('missing', { status: 404 });
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });
});
