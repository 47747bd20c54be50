import { adminScreensCopy, contactSpamReasonLabels } from '@phi/content';
import type { AdminContact } from '@phi/contracts/admin';
import { adminListLimits } from '@phi/contracts/constants';
import { adminContactMessages, adminListMessages, editFormMessages } from '@phi/contracts/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const scriptMessage = '<script>window.hacked = true</script><b>bold</b>';

function makeContact(index: number, overrides: Partial<AdminContact> = {}): AdminContact {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    version: 1,
    name: `Contact ${index}`,
    email: `contact${index}@example.test`,
    company: `Company ${index}`,
    service: null,
    message: `Message ${index}`,
    status: 'new',
    priority: 'medium',
    source: 'contact_form',
    notes: null,
    assignedTo: null,
    responseTimeHours: null,
    spamReason: null,
    lastContactedAt: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

function serveContacts(contacts: AdminContact[], total = contacts.length, totalPages = 1) {
  const requests: URL[] = [];
  const updates: unknown[] = [];
  const fetchMock = mockAdminApi({
    other: (url, init) => {
      const parsed = new URL(url, 'http://admin.test');
      if (parsed.pathname === '/api/admin/contacts' && (init.method ?? 'GET') === 'GET') {
        requests.push(parsed);
        const page = Number(parsed.searchParams.get('page') ?? 1);
        return jsonResponse(200, {
          contacts,
          total,
          totalPages,
          isTotalCapped: false,
          page,
          limit: 20,
        });
      }
      if (parsed.pathname.startsWith('/api/admin/contacts/') && init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        updates.push(body);
        return jsonResponse(200, { contact: { ...contacts[0], ...body } });
      }
      return undefined;
    },
  });
  return { fetchMock, requests, updates };
}

// spec: chat-news-admin §2 (contacts), §4, §5
describe('contacts page', () => {
  it('shows the rows, the count line and the spec heading', async () => {
    startSession();
    serveContacts([makeContact(1, { notes: 'n'.repeat(150) }), makeContact(2)], 42, 3);
    renderAdminApp('/contacts');
    expect(await screen.findByText('Contact 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: adminContactMessages.heading })).toBeTruthy();
    expect(screen.getByText(adminContactMessages.showing(2, 42))).toBeTruthy();
    expect(screen.getByText(adminListMessages.pageOf(1, 3))).toBeTruthy();
    // spec §9: notes preview cut at 100 characters
    expect(screen.getByText(`${'n'.repeat(100)}...`)).toBeTruthy();
  });

  it('keeps filters in the URL, resets the page and clears them', async () => {
    startSession();
    const { requests } = serveContacts([makeContact(1)], 45, 3);
    const { user, router } = renderAdminApp('/contacts?page=2');
    await screen.findByText('Contact 1');
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText(adminScreensCopy.status), 'qualified');
    await waitFor(() => expect(router.state.location.search).toBe('?status=qualified'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('status')).toBe('qualified'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');

    // "Unassigned" is a real filter (docs/architecture.md#departures), sent to the server.
    await user.selectOptions(screen.getByLabelText(adminScreensCopy.assignee), 'unassigned');
    await waitFor(() => expect(router.state.location.search).toContain('assignedTo=unassigned'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('assignedTo')).toBe('unassigned'));

    await user.click(screen.getByRole('button', { name: adminListMessages.next }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));

    await user.click(screen.getByRole('button', { name: adminListMessages.clearFilters }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a link with an unknown status or an over-long search as the list with a notice', async () => {
    startSession();
    const { requests } = serveContacts([makeContact(1)]);
    const longSearch = 'a'.repeat(adminListLimits.searchMaxLength + 1);
    renderAdminApp(`/contacts?status=archived-long-ago&search=${longSearch}&priority=high`);
    expect(await screen.findByText('Contact 1')).toBeTruthy();
    expect(
      screen.getByText('Some filters in this link are no longer valid and were cleared.'),
    ).toBeTruthy();
    const asked = requests.at(-1);
    expect(asked?.searchParams.get('status')).toBeNull();
    expect(asked?.searchParams.get('search')).toBeNull();
    expect(asked?.searchParams.get('priority')).toBe('high');
  });

  it('moves a link to a page past the last to the last page, with a notice', async () => {
    startSession();
    const { requests } = serveContacts([makeContact(1)], 42, 3);
    renderAdminApp('/contacts?page=9');
    expect(
      await screen.findByText('Page 9 does not exist; showing page 3, the last one.'),
    ).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('3'));
    expect(await screen.findByText(adminListMessages.pageOf(3, 3))).toBeTruthy();
  });

  it('shows the empty states', async () => {
    startSession();
    serveContacts([]);
    renderAdminApp('/contacts');
    expect(await screen.findByText(adminContactMessages.emptyNone)).toBeTruthy();
    cleanup();
    serveContacts([]);
    renderAdminApp('/contacts?status=lost');
    expect(await screen.findByText(adminContactMessages.emptyFiltered)).toBeTruthy();
  });

  it('shows a message holding HTML or script as text', async () => {
    startSession();
    serveContacts([makeContact(1, { message: scriptMessage })]);
    const { user } = renderAdminApp('/contacts');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.edit('Contact 1') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('original-message').textContent).toBe(scriptMessage);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('requires the status, then saves the edit', async () => {
    startSession();
    const { updates } = serveContacts([makeContact(1)]);
    const { user } = renderAdminApp('/contacts');
    await user.click(
      await screen.findByRole('button', { name: adminScreensCopy.edit('Contact 1') }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(adminScreensCopy.status), '');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(editFormMessages.statusRequired);
    expect(updates).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(adminScreensCopy.status), 'converted');
    await user.type(within(dialog).getByLabelText(adminScreensCopy.notes), 'Signed');
    await user.click(within(dialog).getByRole('button', { name: adminScreensCopy.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates[0]).toMatchObject({
      status: 'converted',
      notes: 'Signed',
      source: 'contact_form',
    });
  });

  // Contacts the form's abuse guard caught are kept as suspected spam, never dropped
  // (docs/architecture.md#departures).
  it('lists suspected spam under its filter and moves a contact to the list with "Not spam"', async () => {
    startSession();
    let contacts = [
      makeContact(1),
      makeContact(2, { name: 'Quick Paster', spamReason: 'too-fast' }),
    ];
    const requests: URL[] = [];
    const moved: string[] = [];
    mockAdminApi({
      other: (url, init) => {
        const parsed = new URL(url, 'http://admin.test');
        if (parsed.pathname === '/api/admin/contacts' && (init.method ?? 'GET') === 'GET') {
          requests.push(parsed);
          const isSpamView = parsed.searchParams.get('view') === 'spam';
          const shown = contacts.filter((contact) => (contact.spamReason !== null) === isSpamView);
          return jsonResponse(200, {
            contacts: shown,
            total: shown.length,
            totalPages: 1,
            isTotalCapped: false,
            page: 1,
            limit: 20,
          });
        }
        const notSpam = /^\/api\/admin\/contacts\/([^/]+)\/not-spam$/.exec(parsed.pathname);
        if (notSpam && init.method === 'POST') {
          const id = decodeURIComponent(notSpam[1] ?? '');
          moved.push(id);
          contacts = contacts.map((contact) =>
            contact.id === id ? { ...contact, spamReason: null } : contact,
          );
          return jsonResponse(200, { contact: contacts.find((contact) => contact.id === id) });
        }
        return undefined;
      },
    });
    const { user, router } = renderAdminApp('/contacts');
    await screen.findByText('Contact 1');
    // The default list leaves suspected spam out.
    expect(screen.queryByText('Quick Paster')).toBeNull();
    expect(requests.at(-1)?.searchParams.has('view')).toBe(false);

    await user.selectOptions(
      screen.getByLabelText(adminScreensCopy.contactsView),
      adminScreensCopy.suspectedSpam,
    );
    await waitFor(() => expect(router.state.location.search).toBe('?view=spam'));
    const row = (await screen.findByText('Quick Paster')).closest('li');
    if (!row) {
      throw new Error('the suspected spam contact has no row');
    }
    expect(requests.at(-1)?.searchParams.get('view')).toBe('spam');
    expect(
      within(row).getByText(
        `${adminScreensCopy.suspectedSpam}: ${contactSpamReasonLabels['too-fast']}`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Contact 1')).toBeNull();

    // Reachable and usable from the keyboard.
    const notSpamButton = within(row).getByRole('button', {
      name: adminScreensCopy.notSpamOf('Quick Paster'),
    });
    notSpamButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Quick Paster')).toBeNull());
    expect(moved).toEqual([contacts[1]?.id]);
    expect(screen.getByText(adminContactMessages.emptyFiltered)).toBeTruthy();

    await user.selectOptions(
      screen.getByLabelText(adminScreensCopy.contactsView),
      adminScreensCopy.inbox,
    );
    expect(await screen.findByText('Quick Paster')).toBeTruthy();
    expect(screen.getByText('Contact 1')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: adminScreensCopy.notSpamOf('Quick Paster') }),
    ).toBeNull();
  });

  // Ours: "Export all matching" asks the admin API for every row the filters match.
  it('exports every matching contact through the API with the filters and the bearer token', async () => {
    startSession();
    const csv = '\uFEFFName,Email\r\nContact 1,contact1@example.test\r\n';
    const exports: { url: URL; authorization: string | null }[] = [];
    mockAdminApi({
      other: (url, init) => {
        const parsed = new URL(url, 'http://admin.test');
        if (parsed.pathname === '/api/admin/contacts') {
          return jsonResponse(200, {
            contacts: [makeContact(1)],
            total: 1,
            totalPages: 1,
            isTotalCapped: false,
            page: 1,
            limit: 20,
          });
        }
        if (parsed.pathname === '/api/admin/contacts/export') {
          exports.push({
            url: parsed,
            authorization: new Headers(init.headers).get('authorization'),
          });
          return new Response(csv, {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="contacts_2025-03-05.csv"',
            },
          });
        }
        return undefined;
      },
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:export';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      const { user } = renderAdminApp('/contacts?status=qualified&view=spam&search=company');
      await screen.findByText('Contact 1');
      await user.click(screen.getByRole('button', { name: adminScreensCopy.exportAllMatching }));
      await waitFor(() => expect(downloads).toEqual(['contacts_2025-03-05.csv']));
      const [request] = exports;
      expect(request?.authorization).toMatch(/^Bearer /);
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
        status: 'qualified',
        view: 'spam',
        search: 'company',
      });
      expect(await blobs[0]?.text()).toBe(csv);
    } finally {
      click.mockRestore();
    }
  });
});
