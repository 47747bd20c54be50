import { adminScreensCopy } from '@phi/content';
import { type AdminApplication, workAuthorizationLabels } from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { applicationFormSchema } from '@phi/contracts/public';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const copy = adminScreensCopy.applicationDetails;
const skills = ['TypeScript', 'React', 'Python', 'SQL', 'Go', 'Rust', 'LiveKit'];

// What the careers form sends (apps/web/app/features/careers), stored as submitApplication
// stores it: each part of the parsed form as JSON text.
const form = applicationFormSchema.parse({
  personalInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@engines.example',
    phone: '+44 115 496 0000',
    linkedin: 'https://www.linkedin.com/in/ada',
    portfolio: 'https://ada.example/work',
    location: 'Nottingham, UK',
    workAuthorization: 'sponsor',
  },
  experience: [
    {
      company: 'Analytical Engines',
      title: 'Engineer',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description: 'Built speech pipelines for call centres.',
    },
    {
      company: 'Difference Ltd',
      title: 'Intern',
      startDate: '2019-06',
      endDate: '2020-09',
      current: false,
      description: 'Wrote the first programs.',
    },
  ],
  education: [
    {
      institution: 'University of Nottingham',
      degree: 'MSc',
      field: 'Computer Science',
      graduationYear: '2020',
      gpa: '3.9',
    },
  ],
  skills,
  coverLetter: 'I would love to join.',
});

function makeApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 'a1',
    version: 1,
    jobId: 'j1',
    jobTitle: 'Voice Engineer',
    personalInfo: JSON.stringify(form.personalInfo),
    experience: JSON.stringify(form.experience),
    education: JSON.stringify(form.education),
    skills: form.skills,
    coverLetter: form.coverLetter,
    resumeUrl: '/api/admin/files/11111111-2222-4333-8444-555555555555',
    status: 'new',
    priority: 'medium',
    rating: 0,
    assignedTo: null,
    interviewDate: null,
    notes: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

function serve(applications: AdminApplication[]) {
  mockAdminApi({
    other: (url) =>
      new URL(url, 'http://admin.test').pathname === '/api/admin/applications'
        ? jsonResponse(200, {
            applications,
            total: applications.length,
            totalPages: 1,
            isTotalCapped: false,
            page: 1,
            limit: 20,
          })
        : undefined,
  });
}

describe('application detail view', () => {
  it('shows everything the careers form sent, links opened safely, from the keyboard', async () => {
    startSession();
    serve([makeApplication()]);
    const { user } = renderAdminApp('/applications');
    const open = await screen.findByRole('button', { name: copy.open('Ada Lovelace') });
    // The row shows five skills; the detail view every one.
    expect(screen.getByText(adminApplicationMessages.moreSkills(2))).toBeTruthy();
    expect(screen.queryByText('LiveKit')).toBeNull();

    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: copy.title('Ada Lovelace') });
    const view = within(dialog);
    for (const text of [
      'Ada',
      'Lovelace',
      'ada@engines.example',
      '+44 115 496 0000',
      'Nottingham, UK',
      workAuthorizationLabels.sponsor,
      'Engineer · Analytical Engines',
      '2021-03 - Present',
      'Built speech pipelines for call centres.',
      'Intern · Difference Ltd',
      '2019-06 - 2020-09',
      'Wrote the first programs.',
      'University of Nottingham',
      'MSc',
      'Computer Science',
      '2020',
      '3.9',
      'I would love to join.',
    ]) {
      expect(view.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    const skillList = view.getByRole('list', { name: adminScreensCopy.skills });
    expect(
      within(skillList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(skills);

    const linkedin = view.getByRole('link', { name: /linkedin\.com\/in\/ada/ });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/in/ada');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkedin.textContent).toContain(copy.opensInNewTab);
    const portfolio = view.getByRole('link', { name: /ada\.example\/work/ });
    expect(portfolio.getAttribute('href')).toBe('https://ada.example/work');
    expect(portfolio.getAttribute('rel')).toBe('noopener noreferrer');

    // Its close button works from the keyboard (focus moving into the native dialog, Tab
    // order inside it and Escape are checked in Chromium: apps/admin/e2e/applications-search.spec.ts).
    const [close] = view.getAllByRole('button', { name: adminScreensCopy.close });
    close?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a link that is not http or https as text, never as a link', async () => {
    startSession();
    const personalInfo = JSON.stringify({
      ...form.personalInfo,
      linkedin: 'javascript:alert(1)',
      portfolio: 'data:text/html,<script>alert(1)</script>',
    });
    serve([makeApplication({ personalInfo })]);
    const { user } = renderAdminApp('/applications');
    await user.click(await screen.findByRole('button', { name: copy.open('Ada Lovelace') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    expect(within(dialog).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(dialog).getByText('data:text/html,<script>alert(1)</script>')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
  });
});
