import { careersApplyCopy } from '@phi/content';
import { applicationPageMessages, generalApplicationMessages } from '@phi/contracts/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleJob } from '../testing.ts';
import CareersApplyRoute from './careers-apply.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const job = { ...sampleJob, requirements: ['WebRTC'] };

function renderAt(jobId: string) {
  const Stub = createRoutesStub([{ path: '/careers/apply/:jobId', Component: CareersApplyRoute }]);
  render(<Stub initialEntries={[`/careers/apply/${jobId}`]} />);
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
});
