import { careersListCopy } from '@phi/content';
import { careersMessages } from '@phi/contracts/messages';
import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sampleJob } from '../../testing.ts';
import { OpenPositions } from './open-positions.tsx';

const job = sampleJob;

function renderList() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <OpenPositions />
    </QueryClientProvider>,
  );
}

// The client loads the contracts on demand; load them once here so the first test's wait is
// not spent transforming zod.
beforeAll(async () => {
  await import('@phi/contracts/public');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// spec: site-marketing-careers §2.9, §4 and §8, the careers list
describe('OpenPositions', { timeout: 20_000 }, () => {
  it('shows three placeholder cards while loading, then each job with Apply Now', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { container } = renderList();
    expect(container.querySelectorAll('[data-testid="job-placeholder"]')).toHaveLength(3);
    expect(screen.getByText(careersListCopy.loadingJobs)).toBeTruthy();

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    release(jsonResponse(200, [job]));
    const card = (await screen.findByRole('heading', { name: job.title })).closest('li');
    if (!card) {
      throw new Error('the job is not in a list item');
    }
    const view = within(card);
    expect(view.getByText(job.location)).toBeTruthy();
    expect(view.getByText(job.type)).toBeTruthy();
    expect(view.getByText(job.description)).toBeTruthy();
    for (const requirement of job.requirements) {
      expect(view.getByText(requirement)).toBeTruthy();
    }
    // The link's name also carries the job title for screen readers.
    const apply = view.getByRole('link', { name: new RegExp(`^${careersMessages.applyNow}`) });
    expect(apply.textContent).toContain(job.title);
    expect(apply.getAttribute('href')).toBe(`/careers/apply/${job.id}`);
    expect(container.querySelectorAll('[data-testid="job-placeholder"]')).toHaveLength(0);
  });

  it('links the empty state to a general application', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [])),
    );
    renderList();
    expect(await screen.findByText(careersListCopy.noOpenings)).toBeTruthy();
    const link = screen.getByRole('link', { name: careersMessages.submitYourResume });
    expect(link.getAttribute('href')).toBe('/careers/apply/general');
  });

  it('retries twice, then shows "Failed to load jobs" with Try Again', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(503, { error: 'down', code: 'INTERNAL' }));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(careersMessages.loadFailed);
    // spec §7: retried twice, 1 second apart: three requests in all.
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockImplementation(async () => jsonResponse(200, [job]));
    await userEvent.click(within(alert).getByRole('button', { name: careersMessages.tryAgain }));
    expect(await screen.findByRole('heading', { name: job.title })).toBeTruthy();
  });

  it('reads "Refreshing..." with a spinner until the refetch ends', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, [job]));
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    await screen.findByRole('heading', { name: job.title });

    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: careersListCopy.refresh }));
    const refreshing = await screen.findByRole('button', { name: careersMessages.refreshing });
    expect((refreshing as HTMLButtonElement).disabled).toBe(true);
    // The list stays visible while it refreshes.
    expect(screen.getByRole('heading', { name: job.title })).toBeTruthy();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    release(jsonResponse(200, [job]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: careersListCopy.refresh })).toBeTruthy(),
    );
  });
});
