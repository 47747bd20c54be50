import { adminScreensCopy, featuredPinLabels } from '@phi/content';
import { errorCatalog } from '@phi/contracts/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';
import { serveNewsApi } from './news-fake-api.ts';
import { testFailingNewsSource, testNewsArticle, testNewsSource } from './news-test-data.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const copy = adminScreensCopy.newsSources;
const lab = testNewsSource();
const weekly = testFailingNewsSource();

const planning = testNewsArticle();
const pinnedSurvey = testNewsArticle({
  id: 'a2c4e6f8-1b3d-4f5a-8c7e-9d0b1a2c3e4f',
  title: 'A survey of retrieval augmentation',
  url: 'https://robotics-weekly.example.test/posts/retrieval-survey',
  imageUrl: null,
  sourceId: weekly.id,
  sourceName: weekly.name,
  featuredPin: 'pinned',
  isFeatured: true,
  publishedAt: null,
  createdAt: '2026-10-02T08:00:00.000Z',
});
const hostileLinks = testNewsArticle({
  id: 'b3d5f7a9-2c4e-4a6b-9d8f-0e1a2b3c4d5e',
  title: 'Speech tokenizers compared',
  url: 'javascript:alert(document.cookie)',
  imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
  sourceId: weekly.id,
  sourceName: weekly.name,
  featuredPin: 'excluded',
  isFeatured: false,
});

async function openArticles(articles = [planning, pinnedSurvey, hostileLinks]) {
  const api = serveNewsApi({ sources: [lab, weekly], articles });
  startSession();
  const view = renderAdminApp('/news-sources');
  const list = await screen.findByRole('list', { name: copy.articlesTable });
  return { api, list, ...view };
}

const rowOf = (list: HTMLElement, title: string) =>
  within(list).getByText(title, { exact: false }).closest('li') as HTMLElement;

const articleReads = (api: { calls: { method: string; path: string }[] }) =>
  api.calls.filter(
    (call) => call.method === 'GET' && call.path.startsWith('/api/admin/news-articles'),
  );

// Ours (docs/architecture.md#news-pipeline): the articles behind Featured Research
describe('featured articles', () => {
  it('lists articles with their source, date, pin and safe links and images', async () => {
    const { list } = await openArticles();
    expect(screen.getByText(copy.showingArticles(3, 3))).toBeTruthy();

    const row = rowOf(list, planning.title);
    const link = within(row).getByRole('link', { name: `${planning.title} ${copy.opensInNewTab}` });
    expect(link.getAttribute('href')).toBe(planning.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(row.querySelector('img')?.getAttribute('src')).toBe(planning.imageUrl);
    expect(row.textContent).toContain(lab.name);
    expect(row.textContent).toContain('25 November 2026');
    expect(within(row).getByText(featuredPinLabels.auto)).toBeTruthy();
    expect(within(row).getByText(copy.featuredNow)).toBeTruthy();

    // An undated article shows when it was stored.
    expect(rowOf(list, pinnedSurvey.title).textContent).toContain('2 October 2026');

    // Only http(s) addresses become a link or an image.
    const hostile = rowOf(list, hostileLinks.title);
    expect(within(hostile).queryByRole('link')).toBeNull();
    expect(hostile.querySelector('img')).toBeNull();
    expect(within(hostile).getByText(featuredPinLabels.excluded)).toBeTruthy();
  });

  it('pins, unpins, keeps out and hands back articles', async () => {
    const { api, list, user } = await openArticles();
    const pins = () => api.calls.filter((call) => call.method === 'PUT');

    await user.click(
      within(rowOf(list, planning.title)).getByRole('button', { name: copy.pinOf(planning.title) }),
    );
    await waitFor(() =>
      expect(within(rowOf(list, planning.title)).getByText(featuredPinLabels.pinned)).toBeTruthy(),
    );
    expect(pins().at(-1)).toEqual({
      method: 'PUT',
      path: `/api/admin/news-articles/${planning.id}/featured`,
      body: { featured: 'pinned' },
    });

    await user.click(
      within(rowOf(list, pinnedSurvey.title)).getByRole('button', {
        name: copy.unpinOf(pinnedSurvey.title),
      }),
    );
    await waitFor(() =>
      expect(
        within(rowOf(list, pinnedSurvey.title)).getByText(featuredPinLabels.auto),
      ).toBeTruthy(),
    );
    expect(pins().at(-1)?.body).toEqual({ featured: 'auto' });

    await user.click(
      within(rowOf(list, hostileLinks.title)).getByRole('button', {
        name: copy.autoOf(hostileLinks.title),
      }),
    );
    await waitFor(() => expect(pins().at(-1)?.body).toEqual({ featured: 'auto' }));

    await user.click(
      within(rowOf(list, planning.title)).getByRole('button', {
        name: copy.keepOutOf(planning.title),
      }),
    );
    await waitFor(() =>
      expect(
        within(rowOf(list, planning.title)).getByText(featuredPinLabels.excluded),
      ).toBeTruthy(),
    );
    expect(pins().at(-1)?.body).toEqual({ featured: 'excluded' });
  });

  it('filters by source, featured only and title search, in the URL', async () => {
    const { api, list, user, router } = await openArticles();
    await user.selectOptions(screen.getByLabelText(adminScreensCopy.source), weekly.name);
    await waitFor(() => expect(articleReads(api).at(-1)?.path).toContain(`sourceId=${weekly.id}`));
    expect(router.state.location.search).toContain(`articleSource=${weekly.id}`);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByLabelText(copy.featuredOnly));
    await waitFor(() => expect(articleReads(api).at(-1)?.path).toContain('featuredOnly=true'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await user.type(screen.getByLabelText(adminScreensCopy.search), 'retrieval');
    await waitFor(() => expect(articleReads(api).at(-1)?.path).toContain('search=retrieval'));
  });

  it('shows the empty list and a failed pin', async () => {
    const { api, list, user } = await openArticles([planning]);
    api.failNextWrite(
      jsonResponse(404, {
        error: errorCatalog.NEWS_ARTICLE_NOT_FOUND.message,
        code: 'NEWS_ARTICLE_NOT_FOUND',
      }),
    );
    await user.click(
      within(rowOf(list, planning.title)).getByRole('button', { name: copy.pinOf(planning.title) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${copy.pinFailed} ${errorCatalog.NEWS_ARTICLE_NOT_FOUND.message}`,
    );
    cleanup();

    serveNewsApi({ sources: [lab], articles: [] });
    renderAdminApp('/news-sources');
    expect(await screen.findByText(copy.articlesEmpty)).toBeTruthy();
  });
});
