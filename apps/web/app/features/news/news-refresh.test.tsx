import { errorCatalog } from '@phi/contracts/errors';
import type { NewsFetchStatus } from '@phi/contracts/public';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { installFakeNewsApi } from './fake-news-api.ts';
import { buildArticles } from './news-fixtures.ts';
import { getSection, readCardUrls, renderNewsArticles } from './news-testing.tsx';

beforeAll(async () => {
  await import('@phi/contracts/public');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function statusSequence(...states: NewsFetchStatus['state'][]) {
  const queue = [...states];
  return (jobId: string) => jsonResponse(200, { jobId, state: queue.shift() ?? 'completed' });
}

const urlsOf = (articles: readonly { url: string }[]) => articles.map((article) => article.url);
const internalError = { error: errorCatalog.INTERNAL.message, code: 'INTERNAL' };

// spec: chat-news-admin §2, §4 and §8: the empty state, Refresh News, and each list's error
describe('NewsArticles: empty, Refresh News and errors', { timeout: 30_000 }, () => {
  it('shows "No Articles Available" when news and blog are both empty, and Refresh News fetches, waits and shows the new articles', async () => {
    const api = installFakeNewsApi({ fetchStatus: statusSequence('running', 'completed') });
    renderNewsArticles();
    const empty = await screen.findByRole('region', { name: 'No Articles Available' });
    expect(api.requests()).toContain('GET /api/blog');
    // Only the empty state's own button, not the toolbar's as well.
    expect(screen.getAllByRole('button', { name: 'Refresh News' })).toHaveLength(1);

    const fresh = buildArticles('fresh', 3);
    api.handlers.featured = () => jsonResponse(200, fresh.slice(0, 1));
    api.handlers.list = () => jsonResponse(200, fresh);
    const refresh = within(empty).getByRole('button', { name: 'Refresh News' });
    await userEvent.click(refresh);
    expect(await screen.findByText('Fetching the latest news…')).toBeTruthy();
    expect((refresh as HTMLButtonElement).disabled).toBe(true);

    const announced = await screen.findByText('3 new articles arrived.', {}, { timeout: 10_000 });
    expect(announced.getAttribute('role')).toBe('status');
    expect(readCardUrls(getSection('Featured Research'))).toEqual(urlsOf(fresh.slice(0, 1)));
    expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(fresh.slice(1)));
    expect(screen.queryByText('No Articles Available')).toBeNull();

    const requests = api.requests();
    const posted = requests.indexOf('POST /api/news/fetch');
    expect(posted).toBeGreaterThan(-1);
    // Polled until completed, then the lists were read again.
    expect(requests.slice(posted)).toEqual([
      'POST /api/news/fetch',
      'GET /api/news/fetch/news-refresh-1',
      'GET /api/news/fetch/news-refresh-1',
      'GET /api/news/featured',
      'GET /api/news?page=1&limit=24',
    ]);
    // The lists read after the fetch skip the browser's cache (the API allows it a minute).
    const lastList = api.fetchMock.mock.calls.at(-1);
    expect(new Headers(lastList?.[1]?.headers).get('cache-control')).toBe('no-cache');
    // The toolbar offers Refresh News again once articles are shown.
    expect(
      (screen.getByRole('button', { name: 'Refresh News' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says so when the refresh brought nothing new', async () => {
    const shown = buildArticles('shown', 2);
    installFakeNewsApi({ list: () => jsonResponse(200, shown) });
    renderNewsArticles();
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(shown)));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh News' }));
    expect(
      await screen.findByText('No new articles were found.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("shows the server's message when Refresh News is rate limited (429)", async () => {
    const message = 'News was refreshed a moment ago. Please wait before refreshing again.';
    const api = installFakeNewsApi({
      list: () => jsonResponse(200, buildArticles('shown', 1)),
      startFetch: () => jsonResponse(429, { error: message, code: 'RATE_LIMITED' }),
    });
    renderNewsArticles();
    const refresh = await screen.findByRole('button', { name: 'Refresh News' });
    await waitFor(() => expect(getSection('All Articles')).toBeTruthy());
    await userEvent.click(refresh);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((refresh as HTMLButtonElement).disabled).toBe(false);
    expect(api.requests().some((request) => request.startsWith('GET /api/news/fetch/'))).toBe(
      false,
    );
  });

  it('shows "Failed to fetch featured news" with Try again, and the list still', async () => {
    const latest = buildArticles('latest', 2);
    const featured = buildArticles('featured', 1);
    const api = installFakeNewsApi({
      featured: () => jsonResponse(500, internalError),
      list: () => jsonResponse(200, latest),
    });
    renderNewsArticles();
    const section = await screen.findByRole('region', { name: 'Featured Research' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch featured news');
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(latest)));

    api.handlers.featured = () => jsonResponse(200, featured);
    await userEvent.click(within(alert).getByRole('button', { name: /^Try again/ }));
    await waitFor(() => expect(readCardUrls(section)).toEqual(urlsOf(featured)));
  });

  it('shows "Failed to fetch news" with Try again, and Featured Research still', async () => {
    const featured = buildArticles('featured', 2);
    const latest = buildArticles('latest', 2);
    const api = installFakeNewsApi({
      featured: () => jsonResponse(200, featured),
      list: () =>
        jsonResponse(503, {
          error: errorCatalog.SERVICE_UNAVAILABLE.message,
          code: 'SERVICE_UNAVAILABLE',
        }),
    });
    renderNewsArticles();
    const section = await screen.findByRole('region', { name: 'All Articles' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch news');
    expect(readCardUrls(getSection('Featured Research'))).toEqual(urlsOf(featured));

    api.handlers.list = () => jsonResponse(200, latest);
    await userEvent.click(within(alert).getByRole('button', { name: /^Try again/ }));
    await waitFor(() => expect(readCardUrls(section)).toEqual(urlsOf(latest)));
  });
});
