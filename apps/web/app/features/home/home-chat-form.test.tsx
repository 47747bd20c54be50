import { homeContent } from '@phi/content';
import { chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeChatForm } from './home-chat-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The form, and the addresses it opens (a document load: the box is an island). */
function renderForm() {
  const opened: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    opened.push(String(url));
  });
  render(<HomeChatForm copy={homeContent.chat} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: homeContent.chat.label });
  return { opened, input };
}

function messageOf(url: string | undefined): string | null {
  return new URL(url ?? '', 'https://site.test').searchParams.get(chatMessageQueryParam);
}

// spec: site-marketing-careers §2.3
describe('home chat box', () => {
  it('opens /chat with the trimmed text', async () => {
    const { opened, input } = renderForm();
    await userEvent.type(input, '  Can it book tables?  {Enter}');
    expect(opened).toHaveLength(1);
    expect(new URL(opened[0] ?? '', 'https://site.test').pathname).toBe(routePaths.chat);
    expect(messageOf(opened[0])).toBe('Can it book tables?');
  });

  it('does nothing with blank text', async () => {
    const { opened, input } = renderForm();
    await userEvent.type(input, '   {Enter}');
    expect(opened).toEqual([]);
  });

  it('sends text typed before the page hydrated (no change event ever fired)', () => {
    const { opened, input } = renderForm();
    input.value = 'Typed while the page was still plain HTML';
    fireEvent.submit(input.form as HTMLFormElement);
    expect(messageOf(opened[0])).toBe('Typed while the page was still plain HTML');
  });

  it('submits to /chat by itself when no script handles it', () => {
    const { input } = renderForm();
    expect(input.form?.getAttribute('action')).toBe(routePaths.chat);
    expect(input.form?.getAttribute('method')).toBe('get');
    expect(input.name).toBe(chatMessageQueryParam);
  });
});
