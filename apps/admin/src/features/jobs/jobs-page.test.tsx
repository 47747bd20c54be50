import { adminScreensCopy } from '@phi/content';
import type { AdminJob as Job } from '@phi/contracts/admin';
import { adminJobMessages, jobFormMessages } from '@phi/contracts/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const job = (id: string, title: string, overrides: Partial<Job> = {}): Job => ({
  id,
  title,
  location: 'Remote',
  type: 'Full Time',
  description: 'Build things',
  requirements: ['TypeScript'],
  isActive: true,
  createdAt: '2025-03-05T10:00:00.000Z',
  version: 1,
  ...overrides,
});

function serveJobs(initial: Job[], deleteAnswer?: () => Response) {
  let jobs = [...initial];
  const writes: { method: string; path: string; body: unknown }[] = [];
  mockAdminApi({
    other: (url, init) => {
      const method = init.method ?? 'GET';
      if (url === '/api/admin/jobs' && method === 'GET') {
        return jsonResponse(200, { jobs });
      }
      if (url.startsWith('/api/admin/jobs')) {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        writes.push({ method, path: url, body });
        if (method === 'POST') {
          const created = job('new-id', body.title, body);
          jobs = [created, ...jobs];
          return jsonResponse(201, { job: created });
        }
        if (method === 'DELETE') {
          return deleteAnswer?.() ?? jsonResponse(200, { success: true });
        }
      }
      return undefined;
    },
  });
  return writes;
}

// spec: chat-news-admin §2 (job postings), §5, §8
describe('jobs page', () => {
  it('searches title, location and type with the count line', async () => {
    startSession();
    serveJobs([
      job('1', 'ML Engineer'),
      job('2', 'Designer', { location: 'Berlin', type: 'Contract', isActive: false }),
    ]);
    const { user } = renderAdminApp('/jobs');
    expect(await screen.findByText(adminJobMessages.countLine(2, 2))).toBeTruthy();
    expect(screen.getByText(adminJobMessages.inactive)).toBeTruthy();
    await user.type(screen.getByLabelText(adminScreensCopy.search), 'berlin');
    expect(await screen.findByText(adminJobMessages.countLine(1, 2))).toBeTruthy();
    await user.clear(screen.getByLabelText(adminScreensCopy.search));
    await user.type(screen.getByLabelText(adminScreensCopy.search), 'nothing-like-this');
    expect(await screen.findByText(adminJobMessages.emptyFiltered)).toBeTruthy();
  });

  it('validates the form, drops blank requirements and creates the job', async () => {
    startSession();
    const writes = serveJobs([]);
    const { user } = renderAdminApp('/jobs');
    await user.click(await screen.findByRole('button', { name: adminJobMessages.createFirst }));
    const dialog = await screen.findByRole('dialog');
    // A single requirement cannot be removed (spec §5).
    expect(
      within(dialog).queryByRole('button', { name: adminScreensCopy.removeRequirement(1) }),
    ).toBeNull();
    await user.type(within(dialog).getByLabelText(adminScreensCopy.jobTitle), '   ');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.createJob }));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      jobFormMessages.titleRequired,
      jobFormMessages.locationRequired,
      jobFormMessages.descriptionRequired,
      jobFormMessages.requirementRequired,
    ]);
    expect(writes).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(adminScreensCopy.jobTitle), 'Data Scientist');
    await user.type(within(dialog).getByLabelText(adminScreensCopy.location), 'Lisbon');
    await user.type(within(dialog).getByLabelText(adminScreensCopy.description), 'Models');
    await user.type(within(dialog).getByLabelText(adminScreensCopy.requirement(1)), 'Python');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.addRequirement }));
    await user.type(within(dialog).getByLabelText(adminScreensCopy.requirement(2)), '   ');
    await user.click(within(dialog).getByLabelText(adminJobMessages.activeJobPosting));
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.createJob }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/admin/jobs',
      body: {
        title: 'Data Scientist',
        location: 'Lisbon',
        type: 'Full Time',
        description: 'Models',
        requirements: ['Python'],
        isActive: false,
      },
    });
    expect(await screen.findByText('Data Scientist')).toBeTruthy();
  });

  it('asks before deleting and shows the server message when it fails', async () => {
    startSession();
    serveJobs([job('1', 'ML Engineer')], () =>
      jsonResponse(409, { error: 'This job has applications.', code: 'CONFLICT' }),
    );
    const { user } = renderAdminApp('/jobs');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.deleteJob('ML Engineer') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(adminJobMessages.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.confirmDelete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This job has applications.',
    );
  });

  it('falls back to "Failed to delete job" without a server message', async () => {
    startSession();
    serveJobs([job('1', 'ML Engineer')], () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderAdminApp('/jobs');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.deleteJob('ML Engineer') }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.confirmDelete }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      adminJobMessages.deleteFailed,
    );
  });
});
