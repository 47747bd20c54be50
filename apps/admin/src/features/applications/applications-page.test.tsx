import { adminScreensCopy } from '@phi/content';
import type { AdminApplication } from '@phi/contracts/admin';
import {
  adminApplicationMessages,
  editFormMessages,
  resumeFileTypeLabels,
  resumeViewerMessages,
} from '@phi/contracts/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

const fileId = '11111111-2222-4333-8444-555555555555';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:resume', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
});

function makeApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 'a1',
    version: 1,
    jobId: 'j1',
    jobTitle: 'ML Engineer',
    personalInfo: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      phone: '123',
    }),
    experience: '[]',
    education: '[]',
    skills: ['Python', 'Go', 'SQL', 'Rust', 'C', 'Kotlin', 'Swift'],
    coverLetter: 'Hello',
    resumeUrl: `/api/admin/files/${fileId}`,
    status: 'new',
    priority: 'medium',
    rating: 4,
    assignedTo: null,
    interviewDate: null,
    notes: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

function serve(
  applications: AdminApplication[],
  file: () => Response = () =>
    new Response(new Blob(['%PDF-1.4']), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="grace-cv.pdf"',
      },
    }),
) {
  const requests: URL[] = [];
  const updates: unknown[] = [];
  mockAdminApi({
    other: (url, init) => {
      const parsed = new URL(url, 'http://admin.test');
      if (parsed.pathname === '/api/admin/applications') {
        requests.push(parsed);
        return jsonResponse(200, {
          applications,
          total: applications.length,
          totalPages: 1,
          isTotalCapped: false,
          page: 1,
          limit: 20,
        });
      }
      if (parsed.pathname === '/api/admin/applications/a1' && init.method === 'PUT') {
        updates.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { application: applications[0] });
      }
      if (parsed.pathname === `/api/admin/files/${fileId}`) {
        return file();
      }
      return undefined;
    },
  });
  return { requests, updates };
}

// spec: chat-news-admin §2 (applications, resume viewer), §5
describe('applications page', () => {
  it('opens a link with an unknown status as the list with a notice, never the error screen', async () => {
    startSession();
    const { requests } = serve([makeApplication()]);
    renderAdminApp('/applications?status=shortlisted&page=-2');
    expect(
      await screen.findByText('Some filters in this link are no longer valid and were cleared.'),
    ).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests.at(-1)?.searchParams.get('status')).toBeNull();
  });

  it("shows the interview's date and time in the staff's time zone", async () => {
    startSession();
    const interviewDate = '2025-03-10T14:30:00.000Z';
    serve([makeApplication({ interviewDate })]);
    renderAdminApp('/applications');
    const shown = formatStaffDateTime(interviewDate);
    expect(shown).toMatch(/^10 March 2025, \d\d:30 \S+$/);
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('shows candidate, five skill chips with "+N more", and the star rating', async () => {
    startSession();
    serve([makeApplication()]);
    renderAdminApp('/applications');
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    const skills = screen.getByRole('list', { name: adminScreensCopy.skills });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python', 'Go', 'SQL', 'Rust', 'C', adminApplicationMessages.moreSkills(2)]);
    expect(screen.getByRole('img', { name: /Rated 4 of 5/ })).toBeTruthy();
    expect(screen.getByText(adminApplicationMessages.showing(1, 1))).toBeTruthy();
  });

  it('shows N/A for unreadable personal info', async () => {
    startSession();
    serve([makeApplication({ personalInfo: 'not json' })]);
    renderAdminApp('/applications');
    expect(
      (await screen.findAllByText(adminApplicationMessages.notAvailable)).length,
    ).toBeGreaterThan(0);
  });

  it('sends the rating filter, "No rating" as rating 0', async () => {
    startSession();
    const { requests } = serve([makeApplication()]);
    const { user } = renderAdminApp('/applications');
    await screen.findByText('Grace Hopper');
    await user.selectOptions(screen.getByLabelText(adminScreensCopy.rating), '5');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('rating')).toBe('5'));
    cleanup();
    const second = serve([makeApplication()]);
    renderAdminApp('/applications?rating=no-rating');
    await screen.findByText('Grace Hopper');
    // A real filter (docs/architecture.md#departures): applications not rated yet.
    expect(second.requests.at(-1)?.searchParams.get('rating')).toBe('0');
  });

  it('requires the priority, then saves status and rating', async () => {
    startSession();
    const { updates } = serve([makeApplication()]);
    const { user } = renderAdminApp('/applications');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.edit('Grace Hopper') }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(adminScreensCopy.priority), '');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(editFormMessages.priorityRequired);
    await user.selectOptions(within(dialog).getByLabelText(adminScreensCopy.priority), 'high');
    await user.selectOptions(
      within(dialog).getByLabelText(adminScreensCopy.status),
      'interviewing',
    );
    await user.click(within(dialog).getByLabelText(adminScreensCopy.setRating(2, 'Below Average')));
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates[0]).toMatchObject({ status: 'interviewing', priority: 'high', rating: 2 });
  });

  it('previews a PDF resume fetched with the bearer token', async () => {
    startSession();
    serve([makeApplication()]);
    const { user } = renderAdminApp('/applications');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.viewResume('Grace Hopper') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('grace-cv.pdf')).toBeTruthy();
    expect(within(dialog).getByText(resumeFileTypeLabels.pdf)).toBeTruthy();
    expect(within(dialog).getByText(resumeViewerMessages.unknownSize)).toBeTruthy();
    const frame = within(dialog).getByTitle(adminScreensCopy.resumePreview('grace-cv.pdf'));
    expect(frame.getAttribute('src')).toBe('blob:resume');
    const download = within(dialog).getByRole('link', {
      name: resumeViewerMessages.downloadResume,
    });
    expect(download.getAttribute('download')).toBe('grace-cv.pdf');
    expect(
      within(dialog)
        .getByRole('link', { name: resumeViewerMessages.openInNewTab })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('offers a download when a type cannot be previewed, and reports a failed load', async () => {
    startSession();
    serve(
      [makeApplication()],
      () =>
        new Response(new Blob(['PK']), {
          headers: { 'content-disposition': 'attachment; filename="cv.docx"' },
        }),
    );
    const { user } = renderAdminApp('/applications');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.viewResume('Grace Hopper') }),
    );
    expect(await screen.findByText(resumeViewerMessages.previewUnavailableTitle)).toBeTruthy();
    expect(screen.getByText(resumeFileTypeLabels.docx)).toBeTruthy();
    cleanup();

    serve([makeApplication()], () => jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
    const second = renderAdminApp('/applications');
    await second.user.click(
      await screen.findByRole('button', { name: adminScreensCopy.viewResume('Grace Hopper') }),
    );
    expect(await screen.findByText(resumeViewerMessages.analyzeFailed)).toBeTruthy();
    expect(screen.getByText(resumeViewerMessages.loadError)).toBeTruthy();
  });
});
