import { contactFormCopy as copy } from '@phi/content';
import { contactAbuseGuard, contactFormAnchorId, textLimits } from '@phi/contracts/constants';
import {
  contactFormMessages,
  contactPageMessages,
  contactToastMessages,
} from '@phi/contracts/messages';
import {
  buildContactHandoffPath,
  contactServiceLabels,
  contactServices,
} from '@phi/contracts/public';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIslandInTest } from '../../../test/mount-island-in-test.ts';
import { jsonResponse } from '../../testing.ts';
import { ContactFormSection } from './contact-form-section.tsx';
import { ContactFormSlot } from './contact-form-slot.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() }, Toaster: () => null }));

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
}

async function renderForm(fetchMock: ReturnType<typeof vi.fn>, entry = '/company/contact') {
  vi.stubGlobal('fetch', fetchMock);
  // The form is an island without a router: it reads the page's own address.
  window.history.replaceState(null, '', entry);
  render(<ContactFormSection />);
  await screen.findByRole('button', { name: contactPageMessages.sendMessage });
  return userEvent.setup({ delay: null });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.name), 'Alan Turing');
  await user.type(field(copy.email), 'alan@example.com');
  await user.selectOptions(field(copy.service), contactServiceLabels['ai-consulting']);
  await user.type(field(copy.message), 'We need help.');
}

beforeAll(async () => {
  await import('./contact-form.tsx');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.restoreAllMocks();
});

// spec: site-marketing-careers §2.8, §4, §5 and §8, the contact form
describe('ContactForm', { timeout: 20_000 }, () => {
  it('is prerendered as a note in an island that loads near the viewport, with no form to submit', () => {
    const html = renderToString(<ContactFormSection />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const island = page.querySelector('[data-island]');
    expect(island?.getAttribute('data-island')).toBe('contact-form');
    expect(island?.getAttribute('data-island-trigger')).toBe('visible');
    expect(island?.getAttribute('data-island-props')).toBe('{}');
    expect(island?.textContent).toBe(copy.loadingForm);
    expect(page.querySelector('form, input, textarea, button, .animate-spin')).toBeNull();
    // The heading stays outside the island: the form's slot, not the section, decides the load.
    expect(page.querySelector('h2')?.closest('[data-island]')).toBeNull();
  });

  it('hydrates the prerendered note without a mismatch, then shows the form prefilled from the address', async () => {
    window.history.replaceState(null, '', buildContactHandoffPath('Can you call me back?'));
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ContactFormSection />);
    document.body.append(page);
    const island = page.querySelector<HTMLElement>('[data-island]');
    if (!island) {
      throw new Error('the section has no island');
    }
    const onError = vi.fn();
    await mountIslandInTest(island, ContactFormSlot, {}, onError);
    // The form replaces the note after hydration: allow for a busy machine.
    expect(
      await screen.findByRole(
        'button',
        { name: contactPageMessages.sendMessage },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(field(copy.message).value).toBe('Can you call me back?');
    expect(onError).not.toHaveBeenCalled();
    page.remove();
  });

  it('sits in the "Send Us a Message" section with its fields and the four services', async () => {
    await renderForm(vi.fn());
    const section = screen.getByRole('region', { name: contactPageMessages.formTitle });
    expect(section.id).toBe(contactFormAnchorId);
    expect(field(copy.email).type).toBe('email');
    expect(field(copy.message).getAttribute('rows')).toBe('4');
    const options = within(field(copy.service)).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      ...contactServices,
    ]);
  });

  it('requires name, email and message and sends nothing until they are given', async () => {
    const fetchMock = vi.fn();
    const user = await renderForm(fetchMock);
    await user.click(screen.getByRole('button', { name: contactPageMessages.sendMessage }));
    for (const message of [
      contactFormMessages.nameRequired,
      contactFormMessages.emailRequired,
      contactFormMessages.messageRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field(copy.name).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Sending..." while pending, then toasts "Message Sent" and resets', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = await renderForm(fetchMock);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: contactPageMessages.sendMessage }));

    const sending = await screen.findByRole('button', { name: contactPageMessages.sending });
    expect(sending.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contacts');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Alan Turing',
      email: 'alan@example.com',
      company: '',
      service: 'ai-consulting',
      message: 'We need help.',
      [contactAbuseGuard.honeypotField]: '',
    });
    expect(typeof body.startedAt).toBe('number');

    release(jsonResponse(201, { success: true, id: 'c1' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(contactToastMessages.successTitle, {
        description: contactToastMessages.successDescription,
      }),
    );
    await waitFor(() => expect(field(copy.name).value).toBe(''));
    expect(field(copy.message).value).toBe('');
    expect(screen.getByRole('button', { name: contactPageMessages.sendMessage })).toBeTruthy();
  });

  it("opens with ?message= as the message, trimmed and cut to the form's limit (the chat's hand-off)", async () => {
    await renderForm(vi.fn(), buildContactHandoffPath('  How much does a voice agent cost?  '));
    expect(field(copy.message).value).toBe('How much does a voice agent cost?');
    expect(field(copy.name).value).toBe('');
    cleanup();

    const long = `  ${'x'.repeat(textLimits.message + 50)}`;
    await renderForm(vi.fn(), `/company/contact?${new URLSearchParams({ message: long })}`);
    expect(field(copy.message).value).toBe('x'.repeat(textLimits.message));
  });

  it('resets to an empty message after sending a prefilled one', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { success: true, id: 'c1' }));
    const user = await renderForm(fetchMock, buildContactHandoffPath('A quote, please'));
    await user.type(field(copy.name), 'Alan Turing');
    await user.type(field(copy.email), 'alan@example.com');
    await user.click(screen.getByRole('button', { name: contactPageMessages.sendMessage }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'A quote, please' });
    await waitFor(() => expect(field(copy.message).value).toBe(''));
  });

  it('toasts "Error" with the spec text when the API refuses, keeping what was typed', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(429, { error: contactFormMessages.tooManyFromEmail, code: 'RATE_LIMITED' }),
    );
    const user = await renderForm(fetchMock);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: contactPageMessages.sendMessage }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const [title, options] = vi.mocked(toast.error).mock.calls[0] ?? [];
    expect(title).toBe(contactToastMessages.errorTitle);
    render(<div data-testid="description">{options?.description as ReactNode}</div>);
    const description = screen.getByTestId('description').textContent ?? '';
    expect(description).toContain(contactToastMessages.errorDescription);
    expect(description).toContain(contactFormMessages.tooManyFromEmail);
    expect(field(copy.message).value).toBe('We need help.');
    expect(console.error).toHaveBeenCalled();
  });
});
