import { applicationAlertMessages, applicationPageMessages } from '@phi/contracts/messages';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import {
  ApplicationFormStub,
  careersMarker,
  fillRequiredFields,
  pdfFile,
  resumeInput,
} from './application-form.fixtures.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { toUploadPercent, uploadFailureMessage } from './use-application-submit.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const jobId = '5b0f0b8e-8b5e-4c43-9d0c-0b3c8a0f5e11';
const fileUrl = '/api/admin/files/0b6b0c43-3c1e-4a53-9a2f-55f1c7f9e2a1';

beforeAll(async () => {
  await import('@phi/contracts/public');
});

beforeEach(() => {
  // spec §8: failures are logged; keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.restoreAllMocks();
});

async function startApplication(isGeneral: boolean) {
  const fetchMock = vi.fn(async () => jsonResponse(201, { success: true, id: 'app-1' }));
  vi.stubGlobal('fetch', fetchMock);
  render(<ApplicationFormStub jobId={isGeneral ? 'general' : jobId} isGeneral={isGeneral} />);
  // No pause between keystrokes: the form has some twenty fields.
  const user = userEvent.setup({ delay: null });
  await fillRequiredFields(user);
  await user.upload(resumeInput(), pdfFile());
  await user.click(screen.getByRole('button', { name: applicationPageMessages.submitApplication }));
  return { fetchMock, user };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// spec: site-marketing-careers §4, §8 and §9, the submit flow
// Filling the whole form takes a few seconds on a busy machine.
describe('submitting an application', { timeout: 20_000 }, () => {
  it('uploads with real progress held at 90%, submits, then thanks and goes to /careers', async () => {
    const { fetchMock } = await startApplication(false);
    const xhr = await waitFor(() => FakeXhr.last());
    expect(xhr.url).toBe(`/api/jobs/${jobId}/resume-upload`);
    expect(button(applicationPageMessages.uploadingResume).disabled).toBe(true);

    xhr.progress(50, 100);
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    xhr.progress(100, 100);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('90'));

    xhr.respond(201, { fileUrl });
    await screen.findByText(careersMarker);
    expect(toast.success).toHaveBeenCalledWith(applicationAlertMessages.submitted);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/jobs/${jobId}/apply`);
    const payload = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      jobId,
      resumeUrl: fileUrl,
      skills: null,
      coverLetter: 'Hello.',
    });
    expect(JSON.parse(String(payload.personalInfo))).toMatchObject({
      firstName: 'Ada',
      workAuthorization: 'authorized',
    });
    expect(JSON.parse(String(payload.experience))).toHaveLength(1);
  });

  it('shows "Submitting Application..." while the application is sent', async () => {
    let release: (response: Response) => void = () => {};
    const { fetchMock } = await startApplication(true);
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    FakeXhr.last().respond(201, { fileUrl });
    expect(
      (
        await screen.findByRole('button', { name: applicationPageMessages.submittingApplication })
      ).hasAttribute('disabled'),
    ).toBe(true);
    release(jsonResponse(201, { success: true, id: 'app-1' }));
    await screen.findByText(careersMarker);
    expect(toast.success).toHaveBeenCalledWith(applicationAlertMessages.resumeSubmitted);
  });

  it('stops on an upload failure with the spec alert, and lets the visitor retry', async () => {
    const { fetchMock, user } = await startApplication(false);
    FakeXhr.last().respond(415, {
      error: applicationAlertMessages.invalidResumeType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(
      await screen.findByText(
        applicationAlertMessages.resumeUploadFailed(applicationAlertMessages.invalidResumeType),
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(button(applicationPageMessages.submitApplication));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
  });

  it('shows the failure alert when the application is refused, and retries without a new upload', async () => {
    const { fetchMock, user } = await startApplication(false);
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(429, { error: 'Too many requests.', code: 'RATE_LIMITED' }),
    );
    FakeXhr.last().respond(201, { fileUrl });
    expect(await screen.findByText(applicationAlertMessages.submitFailedAlert)).toBeTruthy();
    expect(screen.getByText('Too many requests.')).toBeTruthy();

    await user.click(button(applicationPageMessages.submitApplication));
    await screen.findByText(careersMarker);
    expect(FakeXhr.instances).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('toUploadPercent and uploadFailureMessage', () => {
  it('follows the bytes sent but holds at 90% until the server answers', () => {
    expect(toUploadPercent(0)).toBe(0);
    expect(toUploadPercent(0.456)).toBe(46);
    expect(toUploadPercent(0.9)).toBe(90);
    expect(toUploadPercent(1)).toBe(90);
  });

  it('words the alert as the spec does, with the default message when none came', () => {
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe(
      applicationAlertMessages.resumeUploadFailed(applicationAlertMessages.uploadFailedDefault),
    );
  });
});
