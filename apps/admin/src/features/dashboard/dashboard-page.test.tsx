import { adminScreensCopy } from '@phi/content';
import { adminDashboardMessages } from '@phi/contracts/messages';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const stats = {
  contacts: 12,
  applications: 7,
  jobs: 3,
  blogPosts: 4,
  voiceSessions: 1500,
  activeVoicebots: 2,
};

const contact = (index: number, createdAt: string) => ({
  id: `c${index}`,
  name: `Lead ${index}`,
  email: `lead${index}@example.test`,
  company: 'Acme',
  service: null,
  message: 'Hi',
  status: 'contacted',
  priority: 'medium',
  source: 'contact_form',
  notes: null,
  assignedTo: null,
  responseTimeHours: null,
  spamReason: null,
  version: 1,
  lastContactedAt: null,
  createdAt,
});

const application = (index: number, createdAt: string) => ({
  id: `a${index}`,
  jobId: 'j1',
  jobTitle: `Role ${index}`,
  personalInfo: '{}',
  experience: '[]',
  education: '[]',
  skills: [],
  coverLetter: 'Hello',
  resumeUrl: 'No resume uploaded',
  status: 'reviewing',
  priority: 'medium',
  rating: 0,
  assignedTo: null,
  interviewDate: null,
  notes: null,
  createdAt,
  updatedAt: null,
  version: 1,
});

const page = { totalPages: 1, isTotalCapped: false, page: 1 };

// Test data: six sources not disabled, one of them failing, the last success an hour ago.
const newsFeedHealth = {
  activeSources: 6,
  failingSources: 1,
  lastSuccessfulFetch: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
};

// spec: chat-news-admin §2 (dashboard), §7 and §9 (recent activity: 3 contacts + 2 applications)
describe('dashboard', () => {
  it('shows the six stats, links them and merges the recent activity', async () => {
    startSession();
    const fetchMock = mockAdminApi({
      other: (url) => {
        if (url === '/api/admin/dashboard') {
          return jsonResponse(200, { stats, newsFeedHealth });
        }
        if (url === '/api/admin/contacts?limit=5') {
          const contacts = [1, 2, 3, 4, 5].map((i) => contact(i, `2025-03-0${i}T10:00:00.000Z`));
          return jsonResponse(200, { contacts, total: 5, limit: 5, ...page });
        }
        if (url === '/api/admin/applications?limit=3') {
          const applications = [1, 2, 3].map((i) => application(i, `2025-03-1${i}T10:00:00.000Z`));
          return jsonResponse(200, { applications, total: 3, limit: 3, ...page });
        }
        return undefined;
      },
    });
    renderAdminApp('/dashboard');
    const contactsCard = await screen.findByTestId('stat-contacts');
    expect(contactsCard.textContent).toContain('12');
    expect(contactsCard.getAttribute('href')).toBe('/contacts');
    expect(screen.getByTestId('stat-voiceSessions').textContent).toContain('1,500');
    expect(screen.getByTestId('stat-activeVoicebots').getAttribute('href')).toBe('/analytics');
    for (const label of Object.values(adminDashboardMessages.statLabels)) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }

    const recent = screen.getByRole('heading', { name: adminDashboardMessages.recentActivity })
      .parentElement as HTMLElement;
    const titles = (await within(recent).findAllByRole('link')).map((link) => link.textContent);
    expect(titles).toEqual([
      // Newest first: the two newest applications, then the first three contacts served.
      adminDashboardMessages.applicationActivityTitle('Role 2'),
      adminDashboardMessages.applicationActivityTitle('Role 1'),
      adminDashboardMessages.contactActivityTitle('Lead 3'),
      adminDashboardMessages.contactActivityTitle('Lead 2'),
      adminDashboardMessages.contactActivityTitle('Lead 1'),
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/dashboard');

    const feeds = screen.getByTestId('feed-health');
    expect(
      within(feeds).getByText(adminScreensCopy.feedHealth.activeSources).nextElementSibling
        ?.textContent,
    ).toBe('6');
    expect(
      within(feeds)
        .getByRole('link', { name: adminScreensCopy.feedHealth.reviewFailing(1) })
        .getAttribute('href'),
    ).toBe('/news-sources');

    const actions = screen.getByRole('heading', { name: adminDashboardMessages.quickActions })
      .parentElement as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contacts', '/applications', '/jobs', '/analytics']);
    expect(within(actions).getByText(adminScreensCopy.quickActionLabels.analytics)).toBeTruthy();
  });
});
