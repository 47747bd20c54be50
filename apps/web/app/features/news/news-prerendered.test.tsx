import { formatDisplayDate } from '@phi/contracts/public';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { heldAnswer, installFakeNewsApi } from './fake-news-api.ts';
import { NewsArticlesWithQuery } from './news-articles.tsx';
import { buildArticle } from './news-fixtures.ts';
import { NewsPage } from './news-page.tsx';
import type { PrerenderedNews } from './news-queries.ts';
import { getSection, readCardUrls } from './news-testing.tsx';

// The first screen from the build's lists (docs/architecture.md#news-pipeline): the prerender
// shows them, the articles island hydrates from the same lists (its props, as JSON in the page)
// in a React root of its own, as app/lib/islands/mount-island.ts does, and the lists are read
// again in the background.

beforeAll(async () => {
  await import('@phi/contracts/public');
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const featured = buildArticle('featured', { isFeatured: true, publishedAt: yesterday });
const older = buildArticle('older', { publishedAt: '2025-06-10T08:30:00.000Z' });
const prerendered: PrerenderedNews = {
  readAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  featured: [featured],
  articles: [featured, older],
  blogPosts: [],
};

type IslandProps = Parameters<typeof NewsArticlesWithQuery>[0];

/** The island's marker in the prerendered page, and the props the browser reads from it. */
function prerenderArticlesIsland(news: PrerenderedNews | null): {
  marker: HTMLElement;
  props: IslandProps;
} {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NewsPage prerendered={news} />);
  document.body.append(container);
  const marker = container.querySelector<HTMLElement>('[data-island="news-articles"]');
  if (!marker) {
    throw new Error('the page has no news-articles island');
  }
  return { marker, props: JSON.parse(marker.getAttribute('data-island-props') ?? '') };
}

/**
 * Hydrates the island alone from its props; what React reported. A mismatched attribute (an
 * id, a pressed button) shows on the console only.
 */
function hydrateArticlesIsland(marker: HTMLElement, props: IslandProps): unknown[] {
  const consoleErrors = vi.spyOn(console, 'error');
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(marker, <NewsArticlesWithQuery {...props} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  errors.push(...consoleErrors.mock.calls);
  consoleErrors.mockRestore();
  return errors;
}

describe('NewsArticles from the prerendered lists', { timeout: 20_000 }, () => {
  it('prerenders the cards with day-month-year dates and no placeholders', () => {
    const html = renderToString(<NewsPage prerendered={prerendered} />);
    expect(html).toContain(featured.title);
    expect(html).toContain(older.title);
    expect(html).toContain(formatDisplayDate(yesterday));
    expect(html).not.toContain('Yesterday');
    expect(html).not.toContain('news-placeholder');
  });

  it('hydrates without a mismatch, then refreshes in the background without duplicates', async () => {
    const list = heldAnswer();
    const fresh = buildArticle('fresh', { publishedAt: new Date().toISOString() });
    const api = installFakeNewsApi({
      featured: () => jsonResponse(200, [featured]),
      list: () => list.answer,
    });
    const { marker, props } = prerenderArticlesIsland(prerendered);
    expect(props).toEqual({ prerendered });
    expect(hydrateArticlesIsland(marker, props)).toEqual([]);

    // Hydrated: relative dates, the build's cards still shown while both lists are read again.
    await waitFor(() => expect(screen.getByText('Yesterday')).toBeTruthy());
    await waitFor(() =>
      expect(api.requests()).toEqual(
        expect.arrayContaining(['GET /api/news/featured', 'GET /api/news?page=1&limit=24']),
      ),
    );
    expect(readCardUrls(getSection('Featured Research'))).toEqual([featured.url]);
    expect(readCardUrls(getSection('All Articles'))).toEqual([older.url]);
    expect(screen.queryAllByTestId('news-placeholder')).toHaveLength(0);

    list.release(jsonResponse(200, [fresh, featured, older]));
    await waitFor(() =>
      expect(readCardUrls(getSection('All Articles'))).toEqual([fresh.url, older.url]),
    );
    expect(readCardUrls(getSection('Featured Research'))).toEqual([featured.url]);
    // Read once each: the refreshed lists are the API's, not the build's.
    expect(api.requests().filter((request) => request.startsWith('GET /api/news'))).toHaveLength(2);
  });

  it('hydrates at an address naming a topic without a mismatch, then shows that topic', async () => {
    const research = buildArticle('research', { category: 'research' });
    const api = installFakeNewsApi({
      featured: () => jsonResponse(200, [featured]),
      list: (query) => jsonResponse(200, query.get('category') === 'research' ? [research] : []),
    });
    window.history.replaceState(null, '', '/blog?topic=research');
    const { marker, props } = prerenderArticlesIsland(prerendered);
    expect(hydrateArticlesIsland(marker, props)).toEqual([]);
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual([research.url]));
    expect(screen.getByRole('button', { name: 'Research' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(api.requests()).toContain('GET /api/news?category=research&page=1&limit=24');
    window.history.replaceState(null, '', '/blog');
  });

  it('without build data: hydrates the placeholders, then loads the lists', async () => {
    installFakeNewsApi({
      featured: () => jsonResponse(200, [featured]),
      list: () => jsonResponse(200, [featured, older]),
    });
    const { marker, props } = prerenderArticlesIsland(null);
    expect(props).toEqual({ prerendered: null });
    expect(hydrateArticlesIsland(marker, props)).toEqual([]);
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual([older.url]));
    expect(readCardUrls(getSection('Featured Research'))).toEqual([featured.url]);
    expect(marker.querySelector('noscript')).toBeNull();
  });
});
