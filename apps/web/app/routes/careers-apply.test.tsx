import { careersApplyCopy } from '@phi/content';
import { errorCatalog } from '@phi/contracts/errors';
import { applicationPageMessages, generalApplicationMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, matchRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fillRequiredFields,
  pdfFile,
  resumeInput,
} from '../features/careers/application-form.fixtures.tsx';
import { FakeXhr } from '../features/careers/fake-xhr.ts';
import routes from '../routes.ts';
import { sampleJob } from '../testing.ts';
import CareersApplyRoute from './careers-apply.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const job = { ...sampleJob, requirements: ['WebRTC'] };

function renderAt(jobId: string | undefined) {
  const Stub = createRoutesStub([{ path: routePaths.careersApply, Component: CareersApplyRoute }]);
  render(
    <Stub initialEntries={[jobId === undefined ? '/careers/apply' : `/careers/apply/${jobId}`]} />,
  );
}

beforeAll(async () => {
  await import('@phi/contracts/public');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// spec: site-marketing-careers §2.10 and §4, the application page's states
describe('CareersApplyRoute', { timeout: 20_000 }, () => {
  it('general mode explains what happens next, without a fetch, above the form', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('general');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      applicationPageMessages.submitYourResume,
    );
    expect(screen.getByText(generalApplicationMessages.location)).toBeTruthy();
    for (const step of generalApplicationMessages.nextSteps) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    expect(
      screen.getByRole('button', { name: applicationPageMessages.submitApplication }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('/careers/apply with no id is the general application, without a fetch', () => {
    const appRoutes = routes.map(({ path, file }) => ({ path, id: file }));
    const [match] = matchRoutes(appRoutes, '/careers/apply') ?? [];
    expect(match?.route.id).toBe('routes/careers-apply.tsx');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt(undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      applicationPageMessages.submitYourResume,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading spinner, then the job card and the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(job), { status: 200 })),
    );
    renderAt(job.id);
    expect(screen.getByText(applicationPageMessages.loading)).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: applicationPageMessages.applyFor(job.title),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: careersApplyCopy.aboutTheRole })).toBeTruthy();
    expect(screen.getByText('WebRTC')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: applicationPageMessages.submitApplication }),
    ).toBeTruthy();
  });

  it('shows Job Not Found with a link back when the job cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderAt('missing');
    expect(
      await screen.findByRole('heading', { name: applicationPageMessages.jobNotFound }),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: applicationPageMessages.backToCareers });
    expect(back.getAttribute('href')).toBe('/careers');
    expect(
      screen.queryByRole('button', { name: applicationPageMessages.submitApplication }),
    ).toBeNull();
  });

  it('shows Job Not Found, not a retry, when the job closed while its page was open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.instances = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(job), { status: 200 })),
    );
    renderAt(job.id);
    await screen.findByRole('heading', {
      level: 1,
      name: applicationPageMessages.applyFor(job.title),
    });
    const user = userEvent.setup({ delay: null });
    await fillRequiredFields(user);
    await user.upload(resumeInput(), pdfFile());
    await user.click(
      screen.getByRole('button', { name: applicationPageMessages.submitApplication }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(404, {
      error: errorCatalog.JOB_NOT_FOUND.message,
      code: 'JOB_NOT_FOUND',
    });
    expect(
      await screen.findByRole('heading', { name: applicationPageMessages.jobNotFound }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: applicationPageMessages.backToCareers })).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: applicationPageMessages.submitApplication }),
    ).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
