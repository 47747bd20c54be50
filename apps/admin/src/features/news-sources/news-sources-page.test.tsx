import {
  adminScreensCopy,
  newsFetchLogStatusLabels,
  newsFetchTriggerLabels,
  newsSourceStatusLabels,
} from '@phi/content';
import { errorCatalog } from '@phi/contracts/errors';
import { storedRecordMessages } from '@phi/contracts/messages';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';
import { serveNewsApi } from './news-fake-api.ts';
import { testFailingNewsSource, testFetchLog, testNewsSource } from './news-test-data.ts';
import { fetchNowRefreshDelayMs } from './use-fetch-now.ts';

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
});

const copy = adminScreensCopy.newsSources;
const healthy = testNewsSource();
const failing = testFailingNewsSource();

async function openScreen() {
  startSession();
  const view = renderAdminApp('/news-sources');
  const list = await screen.findByRole('list', { name: copy.sourcesTable });
  return { ...view, list };
}

const rowOf = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { name }).closest('li') as HTMLElement;

const reads = (api: { calls: { method: string; path: string }[] }, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path).length;

// Ours (docs/architecture.md#news-pipeline): the News Sources screen
describe('news sources list', () => {
  it('shows each source with its feed health, failing ones with their error', async () => {
    serveNewsApi({
      sources: [
        healthy,
        failing,
        testNewsSource({
          id: 'off',
          name: 'Test feed: Archive',
          status: 'inactive',
          lastFetch: null,
          lastSuccessAt: null,
        }),
      ],
    });
    const { list } = await openScreen();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const good = rowOf(list, healthy.name);
    expect(within(good).getByText(newsSourceStatusLabels.active)).toBeTruthy();
    expect(good.textContent).toContain('https://vision-lab.example.test/feed.xml');
    expect(good.textContent).toContain('RSS feed · Priority (1-100): 40');
    expect(good.textContent).toContain('26 November 2026, 09:00 UTC');
    expect(good.textContent).toContain('128');
    expect(within(good).queryByText(copy.lastError)).toBeNull();

    const bad = rowOf(list, failing.name);
    expect(within(bad).getByText(newsSourceStatusLabels.error)).toBeTruthy();
    expect(within(bad).getByText(copy.failures).nextElementSibling?.textContent).toBe('4');
    expect(
      within(bad).getByText('Feed answered HTTP 503 Service Unavailable after 3 attempts'),
    ).toBeTruthy();
    expect(bad.textContent).toContain('20 November 2026, 07:00 UTC');

    const off = rowOf(list, 'Test feed: Archive');
    expect(within(off).getByText(newsSourceStatusLabels.inactive)).toBeTruthy();
    expect(within(off).getByText(copy.lastFetch).nextElementSibling?.textContent).toBe(copy.never);
    expect(
      (within(off).getByRole('button', { name: /Fetch Now/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(off).getByText(copy.fetchInactive)).toBeTruthy();
  });

  it('shows the empty state, and a failed load with a retry', async () => {
    const api = serveNewsApi({ sources: [] });
    startSession();
    const { user } = renderAdminApp('/news-sources');
    expect(await screen.findByText('No news sources yet')).toBeTruthy();
    cleanup();

    api.failSourceList(
      jsonResponse(500, { error: errorCatalog.INTERNAL.message, code: 'INTERNAL' }),
    );
    renderAdminApp('/news-sources');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(adminScreensCopy.loadFailed);
    expect(alert.textContent).toContain(errorCatalog.INTERNAL.message);
    api.failSourceList(null);
    api.sources = [healthy];
    await user.click(within(alert).getByRole('button', { name: adminScreensCopy.retry }));
    expect(await screen.findByRole('heading', { name: healthy.name })).toBeTruthy();
  });
});

describe('adding and editing a source', () => {
  it('checks the form, shows the server field errors beside the fields, then adds it', async () => {
    const api = serveNewsApi({ sources: [healthy] });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: copy.addSource }));
    const dialog = await screen.findByRole('dialog', { name: copy.newSourceTitle });
    const field = (label: string) => within(dialog).getByLabelText(label);

    await user.type(field(copy.name), '   ');
    await user.type(field(copy.siteUrl), 'javascript:alert(1)');
    await user.clear(field(copy.priority));
    await user.type(field(copy.priority), '101');
    await user.click(within(dialog).getByRole('button', { name: copy.createSource }));
    expect(field(copy.name).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(storedRecordMessages.nameRequired)).toBeTruthy();
    expect(field(copy.siteUrl).getAttribute('aria-invalid')).toBe('true');
    expect(field(copy.priority).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(field(copy.name));
    await user.type(field(copy.name), 'Test feed: Speech Lab Notes');
    await user.clear(field(copy.siteUrl));
    await user.type(field(copy.siteUrl), 'https://speech-lab.example.test/');
    await user.type(field(copy.feedUrl), 'https://speech-lab.example.test/feed.xml');
    await user.clear(field(copy.priority));
    await user.type(field(copy.priority), '60');
    await user.type(field(copy.apiKey), 'test-key-123');

    // The server refuses what the form let through: its message sits beside the field it names.
    api.failNextWrite(
      jsonResponse(400, {
        error: errorCatalog.VALIDATION_FAILED.message,
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'rssUrl', message: 'The feed address does not answer like a feed' }],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: copy.createSource }));
    const feedError = await within(dialog).findByText(
      'The feed address does not answer like a feed',
    );
    expect(field(copy.feedUrl).getAttribute('aria-describedby')).toBe(feedError.id);

    api.failNextWrite(
      jsonResponse(409, {
        error: errorCatalog.NEWS_SOURCE_NAME_TAKEN.message,
        code: 'NEWS_SOURCE_NAME_TAKEN',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: copy.createSource }));
    await waitFor(() => expect(field(copy.name).getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getAllByText(errorCatalog.NEWS_SOURCE_NAME_TAKEN.message, { exact: false })
        .length,
    ).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: copy.createSource }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/news-sources',
      body: {
        name: 'Test feed: Speech Lab Notes',
        type: 'rss',
        url: 'https://speech-lab.example.test/',
        rssUrl: 'https://speech-lab.example.test/feed.xml',
        apiKey: 'test-key-123',
        status: 'active',
        priority: 60,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Test feed: Speech Lab Notes' }),
    ).toBeTruthy();
  });

  it('sends only what changed; the API key is kept when blank and cleared on request', async () => {
    const api = serveNewsApi({ sources: [failing] });
    const { user, list } = await openScreen();
    const row = rowOf(list, failing.name);
    await user.click(within(row).getByRole('button', { name: copy.edit(failing.name) }));
    let dialog = await screen.findByRole('dialog', { name: copy.editSourceTitle });
    expect((within(dialog).getByLabelText(copy.apiKey) as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText(copy.apiKeyKeepHint)).toBeTruthy();
    // A failing source is still enabled: the form shows it as active and leaves it alone.
    expect((within(dialog).getByLabelText(copy.status) as HTMLSelectElement).value).toBe('active');
    await user.clear(within(dialog).getByLabelText(copy.priority));
    await user.type(within(dialog).getByLabelText(copy.priority), '25');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      path: `/api/admin/news-sources/${failing.id}`,
      body: { priority: 25 },
    });

    await user.click(
      within(rowOf(list, failing.name)).getByRole('button', { name: copy.edit(failing.name) }),
    );
    dialog = await screen.findByRole('dialog', { name: copy.editSourceTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.clearApiKey }));
    expect(within(dialog).getByText(copy.apiKeyClearing)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      apiKey: null,
    });
  });

  it('disables and enables a source, and deletes one after asking', async () => {
    const api = serveNewsApi({ sources: [healthy, failing] });
    const { user, list } = await openScreen();
    await user.click(
      within(rowOf(list, healthy.name)).getByRole('button', { name: copy.disable(healthy.name) }),
    );
    expect(
      await within(rowOf(list, healthy.name)).findByRole('button', {
        name: copy.enable(healthy.name),
      }),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      status: 'inactive',
    });

    await user.click(
      within(rowOf(list, failing.name)).getByRole('button', { name: copy.delete(failing.name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: copy.deleteTitle });
    expect(within(dialog).getByText(copy.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.confirmDelete }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.calls.some(
        (call) => call.method === 'DELETE' && call.path === `/api/admin/news-sources/${failing.id}`,
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: failing.name })).toBeNull());
  });
});

describe('Fetch Now and recent fetches', () => {
  it('queues a fetch, says so, then reads the source and its fetches again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = serveNewsApi({
      sources: [healthy],
      logs: { [healthy.id]: [testFetchLog()] },
    });
    const { user, list } = await openScreen();
    const row = rowOf(list, healthy.name);
    await user.click(within(row).getByRole('button', { name: copy.recentFetchesOf(healthy.name) }));
    await within(row).findByRole('table');
    const logPath = `/api/admin/news-sources/${healthy.id}/logs`;
    expect(reads(api, logPath)).toBe(1);

    await user.click(within(row).getByRole('button', { name: /Fetch Now/ }));
    const queued = await within(row).findByRole('button', { name: /Queued/ });
    expect((queued as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByText(copy.fetchQueuedNotice(healthy.name))).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/admin/news-sources/${healthy.id}/fetch`,
    ]);
    const sourceReads = reads(api, '/api/admin/news-sources');

    api.logs.set(healthy.id, [
      testFetchLog({ id: 'log-2', trigger: 'admin', createdAt: '2026-11-26T09:30:00.000Z' }),
      testFetchLog(),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(fetchNowRefreshDelayMs));
    await waitFor(() => expect(reads(api, logPath)).toBe(2));
    expect(reads(api, '/api/admin/news-sources')).toBeGreaterThan(sourceReads);
    expect(await within(row).findByRole('button', { name: /Fetch Now/ })).toBeTruthy();
    expect(
      await within(row).findByRole('cell', { name: newsFetchTriggerLabels.admin }),
    ).toBeTruthy();
  });

  it('lists each fetch with its counts, HTTP status, duration and full error', async () => {
    const longError =
      'Feed could not be parsed: unexpected close tag </channel> at line 412, column 9, after 20 items had been read';
    serveNewsApi({
      sources: [failing],
      logs: {
        [failing.id]: [
          testFetchLog({
            id: 'log-error',
            sourceId: failing.id,
            status: 'error',
            trigger: 'admin',
            httpStatus: 200,
            articlesFound: 0,
            articlesProcessed: 0,
            errorMessage: longError,
            fetchDuration: 15_000,
            createdAt: '2026-11-26T08:15:00.000Z',
          }),
          testFetchLog({
            id: 'log-304',
            sourceId: failing.id,
            notModified: true,
            httpStatus: 304,
            articlesFound: 0,
            articlesProcessed: 0,
            fetchDuration: 95,
            createdAt: '2026-11-25T08:15:00.000Z',
          }),
        ],
      },
    });
    const { user, list } = await openScreen();
    const row = rowOf(list, failing.name);
    const toggle = within(row).getByRole('button', { name: copy.recentFetchesOf(failing.name) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await within(row).findByRole('table');
    const [, errorRow, notModifiedRow] = within(table).getAllByRole('row');
    const cells = (tableRow: HTMLElement | undefined) =>
      Array.from(tableRow?.querySelectorAll('th, td') ?? []).map((cell) => cell.textContent);
    expect(cells(errorRow)).toEqual([
      '26 November 2026, 08:15 UTC',
      newsFetchTriggerLabels.admin,
      newsFetchLogStatusLabels.error,
      '0',
      '0',
      copy.no,
      '200',
      '15.0 s',
      longError,
    ]);
    expect(cells(notModifiedRow)).toEqual([
      '25 November 2026, 08:15 UTC',
      newsFetchTriggerLabels.schedule,
      newsFetchLogStatusLabels.success,
      '0',
      '0',
      copy.yes,
      '304',
      '95 ms',
      '',
    ]);
    await user.click(toggle);
    expect(within(row).queryByRole('table')).toBeNull();
  });

  it('shows why a fetch could not be queued', async () => {
    const api = serveNewsApi({ sources: [healthy] });
    const { user, list } = await openScreen();
    api.failNextWrite(
      jsonResponse(503, {
        error: errorCatalog.SERVICE_UNAVAILABLE.message,
        code: 'SERVICE_UNAVAILABLE',
      }),
    );
    const row = rowOf(list, healthy.name);
    await user.click(within(row).getByRole('button', { name: /Fetch Now/ }));
    const alert = await within(row).findByRole('alert');
    expect(alert.textContent).toBe(
      `${copy.fetchFailed} ${errorCatalog.SERVICE_UNAVAILABLE.message}`,
    );
    expect(
      (within(row).getByRole('button', { name: /Fetch Now/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
