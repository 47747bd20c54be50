import { formatDisplayDate } from '@phi/contracts/public';
import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { heldAnswer, installFakeNewsApi } from './fake-news-api.ts';
import { NewsArticles } from './news-articles.tsx';
import { buildArticle } from './news-fixtures.ts';
import type { PrerenderedNews } from './news-queries.ts';
import { getSection, readCardUrls } from './news-testing.tsx';

// The first screen from the build's lists (docs/architecture.md#news-pipeline): the prerender
// shows them, hydration matches it, and the lists are read again in the background.

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

function Page() {
  return (
    <MemoryRouter initialEntries={['/blog']}>
      <QueryClientProvider client={createQueryClient()}>
        <NewsArticles prerendered={prerendered} />
      </QueryClientProvider>
    </MemoryRouter>
  );
}

describe('NewsArticles from the prerendered lists', { timeout: 20_000 }, () => {
  it('prerenders the cards with day-month-year dates and no placeholders', () => {
    const html = renderToString(<Page />);
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, <Page />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
    expect(hydrationErrors).toEqual([]);

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
});
