import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsPage } from './news-page.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The page as the build prerenders it without articles, in the document as a visitor gets it. */
function prerenderPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NewsPage />);
  document.body.append(container);
  return container;
}

function renderPage() {
  // The articles wait on the API for the whole test: this is the page before any data.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  return render(<NewsPage />);
}

// spec: chat-news-admin §2, the news and blog page as its first screen shows it
describe('NewsPage', { timeout: 20_000 }, () => {
  it('is prerendered with the hero, the filter row outline and six placeholder cards', () => {
    const page = prerenderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI/ML/DL News & Insights');
    expect(screen.getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe(
      '#articles',
    );
    expect(page.querySelector('#articles')).toBeTruthy();
    expect(screen.getAllByTestId('news-placeholder')).toHaveLength(6);
    // The buttons come with the articles' code: without it there is nothing to press.
    expect(screen.queryByRole('button')).toBeNull();
    expect(page.querySelector('noscript')?.textContent).toBe(
      'Turn on JavaScript to load the latest articles.',
    );
  });

  it('runs only two islands, the canvas and the articles, the articles without build data', () => {
    const page = prerenderPage();
    const islands = [...page.querySelectorAll('[data-island]')].map((marker) => [
      marker.getAttribute('data-island'),
      marker.getAttribute('data-island-trigger'),
      marker.getAttribute('data-island-runtime'),
      marker.getAttribute('data-island-props'),
    ]);
    // The canvas runs without React (a DOM island), so it may start without input.
    expect(islands).toEqual([
      ['neural-network-backdrop', 'visible', 'dom', '{}'],
      ['news-articles', 'visible', 'react', '{"prerendered":null}'],
    ]);
    // The hero's text and links are static HTML, outside both.
    expect(page.querySelector('h1')?.closest('[data-island]')).toBeNull();
    expect(page.querySelector('canvas')?.closest('[data-island]')).toBeTruthy();
  });

  it('shows the topic filters and keeps six placeholders while the articles load', async () => {
    renderPage();
    const filters = await screen.findByRole('group', { name: 'Filter articles by topic' });
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
    const page = prerenderPage();
    const canvas = page.querySelector('canvas');
    expect(canvas?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(canvas?.hasAttribute('tabindex')).toBe(false);
  });

  it('closes with Get In Touch and Explore Services', () => {
    prerenderPage();
    expect(screen.getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toBe(
      '/company/contact',
    );
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe(
      '/services',
    );
  });
});
