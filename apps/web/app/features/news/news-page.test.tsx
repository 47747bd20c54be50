import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsPage } from './news-page.tsx';

// The articles' chunk brings zod and the contracts; load it once so the wait for it in the first
// test is not spent transforming them.
beforeAll(async () => {
  await import('./news-articles.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  // The articles wait on the API for the whole test: this is the page before any data.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const router = createMemoryRouter([{ path: '/blog', element: <NewsPage /> }], {
    initialEntries: ['/blog'],
  });
  return render(<RouterProvider router={router} />);
}

// spec: chat-news-admin §2, the news and blog page as its first screen shows it
describe('NewsPage', { timeout: 20_000 }, () => {
  it('opens with the hero, the topic filters and six placeholder cards', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI/ML/DL News & Insights');
    expect(screen.getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe(
      '#articles',
    );
    expect(container.querySelector('#articles')).toBeTruthy();
    expect(screen.getAllByTestId('news-placeholder')).toHaveLength(6);

    const filters = await screen.findByRole(
      'group',
      { name: 'Filter articles by topic' },
      { timeout: 10_000 },
    );
    expect(Array.from(filters.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'All Topics',
      'AI',
      'ML',
      'DL',
      'Research',
      'Academic',
      'Industry',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('news-placeholder')).toHaveLength(6));
  });

  it('keeps the canvas decorative: hidden from assistive technology, never focusable', () => {
    const { container } = renderPage();
    const canvas = container.querySelector('canvas');
    expect(canvas?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(canvas?.hasAttribute('tabindex')).toBe(false);
  });

  it('closes with Get In Touch and Explore Services', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toBe(
      '/company/contact',
    );
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe(
      '/services',
    );
  });
});
