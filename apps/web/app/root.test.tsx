import { company } from '@phi/content';
import { fatalErrorMessages, notFoundMessages } from '@phi/contracts/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root.tsx';

afterEach(cleanup);

function Crash(): never {
  throw new Error('render failed');
}

// spec: site-marketing-careers §2.2, fatal-error screen of the root route
describe('root ErrorBoundary', () => {
  it('shows the fatal-error screen with an error id and a pre-filled report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: Crash, ErrorBoundary }]);
    render(<Stub initialEntries={['/']} />);

    expect(await screen.findByRole('heading', { name: fatalErrorMessages.title })).toBeTruthy();
    expect(screen.getByText(fatalErrorMessages.body)).toBeTruthy();
    const errorId = screen.getByText(/^ERR-/).textContent ?? '';
    const report = screen.getByRole('link', { name: fatalErrorMessages.reportError });
    const href = report.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${company.supportEmail}?`)).toBe(true);
    expect(new URL(href).searchParams.get('body')).toContain(errorId);
    expect(screen.getByRole('button', { name: fatalErrorMessages.tryAgain })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the 404 screen for a route error response with status 404', async () => {
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
    expect(await screen.findByRole('heading', { name: notFoundMessages.title })).toBeTruthy();
  });
});
