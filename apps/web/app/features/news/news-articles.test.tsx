import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { heldAnswer, installFakeNewsApi } from './fake-news-api.ts';
import { buildArticle, buildArticles, sampleBlogPost } from './news-fixtures.ts';
import { getSection, readCardTags, readCardUrls, renderNewsArticles } from './news-testing.tsx';

// The client loads the contracts on demand; load them once so the first test's wait is not
// spent transforming zod.
beforeAll(async () => {
  await import('@phi/contracts/public');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const urlsOf = (articles: readonly { url: string }[]) => articles.map((article) => article.url);

// spec: chat-news-admin §2, §4 and §9, the news page's articles
describe('NewsArticles', { timeout: 20_000 }, () => {
  it('shows six placeholder cards while loading', async () => {
    const featured = heldAnswer();
    const list = heldAnswer();
    installFakeNewsApi({ featured: () => featured.answer, list: () => list.answer });
    renderNewsArticles();
    expect(screen.getAllByTestId('news-placeholder')).toHaveLength(6);
    expect(screen.getByText('Loading articles')).toBeTruthy();

    featured.release(jsonResponse(200, []));
    // Featured Research has nothing; the list still loads in its own six placeholders.
    await waitFor(() => expect(getSection('All Articles')).toBeTruthy());
    expect(screen.getAllByTestId('news-placeholder')).toHaveLength(6);

    const articles = buildArticles('latest', 2);
    list.release(jsonResponse(200, articles));
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(articles)));
    expect(screen.queryAllByTestId('news-placeholder')).toHaveLength(0);
  });

  it('shows 6 of 8 featured articles with 2 tags each, and the rest of the list with 3 tags', async () => {
    const featured = buildArticles('featured', 8, { isFeatured: true });
    const others = buildArticles('latest', 4);
    const [first, , , , , , seventh] = featured;
    if (!first || !seventh) {
      throw new Error('missing test articles');
    }
    const api = installFakeNewsApi({
      featured: () => jsonResponse(200, featured),
      list: () => jsonResponse(200, [first, ...others, seventh]),
    });
    renderNewsArticles();

    const featuredSection = await screen.findByRole('region', { name: 'Featured Research' });
    expect(readCardUrls(featuredSection)).toEqual(urlsOf(featured.slice(0, 6)));
    for (const card of within(featuredSection).getAllByRole('article')) {
      expect(readCardTags(card)).toHaveLength(2);
    }
    // The featured ids are left out of the grid; one past the six slots stays in it.
    const grid = getSection('All Articles');
    await waitFor(() => expect(readCardUrls(grid)).toEqual(urlsOf([...others, seventh])));
    for (const card of within(grid).getAllByRole('article')) {
      expect(readCardTags(card)).toHaveLength(3);
    }
    // The blog is the fallback of an empty list only.
    expect(api.requests().some((request) => request.includes('/api/blog'))).toBe(false);
  });

  it('filters the list by topic, keeps the topic in the address and restores it on Back', async () => {
    const all = buildArticles('all', 2);
    const ml = buildArticles('ml', 2, { category: 'ml' });
    const api = installFakeNewsApi({
      list: (query) => jsonResponse(200, query.get('category') === 'ml' ? ml : all),
    });
    renderNewsArticles();
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(all)));
    const allTopics = screen.getByRole('button', { name: 'All Topics' });
    expect(allTopics.getAttribute('aria-pressed')).toBe('true');
    // spec: chat-news-admin §4, "all" omits the filter
    expect(api.requests()).toContain('GET /api/news?page=1&limit=24');

    const mlButton = screen.getByRole('button', { name: 'ML' });
    await userEvent.click(mlButton);
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(ml)));
    expect(api.requests()).toContain('GET /api/news?category=ml&page=1&limit=24');
    expect(mlButton.getAttribute('aria-pressed')).toBe('true');
    expect(allTopics.getAttribute('aria-pressed')).toBe('false');
    expect(window.location.search).toBe('?topic=ml');

    // The choice was a history entry of its own; jsdom sends popstate after a task.
    act(() => window.history.back());
    await waitFor(() => expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(all)));
    expect(allTopics.getAttribute('aria-pressed')).toBe('true');
    expect(window.location.search).toBe('');
    // Read once: the list for all topics came from the cache.
    const listRequests = api.requests().filter((request) => request.startsWith('GET /api/news?'));
    expect(listRequests).toEqual([
      'GET /api/news?page=1&limit=24',
      'GET /api/news?category=ml&page=1&limit=24',
    ]);
    expect(api.requests().some((request) => request.includes('category=all'))).toBe(false);
  });

  it('opens on the topic a shared link names', async () => {
    const api = installFakeNewsApi({
      list: () => jsonResponse(200, buildArticles('research', 1, { category: 'research' })),
    });
    renderNewsArticles('/blog?topic=research');
    await waitFor(() =>
      expect(api.requests()).toContain('GET /api/news?category=research&page=1&limit=24'),
    );
    expect(screen.getByRole('button', { name: 'Research' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('appends the next 24 on Load more and keeps the cards already shown', async () => {
    const firstPage = buildArticles('page1', 24);
    const secondPage = buildArticles('page2', 5);
    const api = installFakeNewsApi({
      list: (query) => jsonResponse(200, query.get('page') === '2' ? secondPage : firstPage),
    });
    renderNewsArticles();
    const loadMore = await screen.findByRole('button', { name: 'Load more articles' });
    expect(readCardUrls(getSection('All Articles'))).toEqual(urlsOf(firstPage));

    await userEvent.click(loadMore);
    await waitFor(() =>
      expect(readCardUrls(getSection('All Articles'))).toEqual(
        urlsOf([...firstPage, ...secondPage]),
      ),
    );
    expect(api.requests()).toContain('GET /api/news?page=2&limit=24');
    // A page shorter than 24 is the last.
    expect(screen.queryByRole('button', { name: 'Load more articles' })).toBeNull();
  });

  it('shows the blog posts when the news list is empty', async () => {
    installFakeNewsApi({ blog: () => jsonResponse(200, [sampleBlogPost]) });
    renderNewsArticles();
    const section = await screen.findByRole('region', { name: 'All Articles' });
    expect(
      await within(section).findByRole('heading', { level: 3, name: sampleBlogPost.title }),
    ).toBeTruthy();
    expect(within(section).getByText(/latest posts from our blog/)).toBeTruthy();
    expect(screen.queryByText('No Articles Available')).toBeNull();
  });

  it('never renders a javascript: or data: image from the server', async () => {
    installFakeNewsApi({
      list: () =>
        jsonResponse(200, [
          buildArticle('unsafe-script', { imageUrl: 'javascript:alert(1)' }),
          buildArticle('unsafe-data', { imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }),
        ]),
    });
    renderNewsArticles();
    const section = await screen.findByRole('region', { name: 'All Articles' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(section.querySelectorAll('img')).toHaveLength(0);
    expect(within(section).getAllByTestId('news-image-placeholder')).toHaveLength(2);
  });
});
