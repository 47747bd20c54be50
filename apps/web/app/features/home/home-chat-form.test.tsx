import { homeContent } from '@phi/content';
import { chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeChatForm } from './home-chat-form.tsx';

afterEach(cleanup);

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: routePaths.home, element: <HomeChatForm copy={homeContent.chat} /> },
      { path: routePaths.chat, element: <p>chat</p> },
    ],
    { initialEntries: [routePaths.home] },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: homeContent.chat.label });
  return { router, input };
}

// spec: site-marketing-careers §2.3
describe('home chat box', () => {
  it('opens /chat with the trimmed text', async () => {
    const { router, input } = renderForm();
    await userEvent.type(input, '  Can it book tables?  {Enter}');
    expect(router.state.location.pathname).toBe(routePaths.chat);
    expect(new URLSearchParams(router.state.location.search).get(chatMessageQueryParam)).toBe(
      'Can it book tables?',
    );
  });

  it('does nothing with blank text', async () => {
    const { router, input } = renderForm();
    await userEvent.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe(routePaths.home);
  });

  it('sends text typed before the page hydrated (no change event ever fired)', () => {
    const { router, input } = renderForm();
    input.value = 'Typed while the page was still plain HTML';
    fireEvent.submit(input.form as HTMLFormElement);
    expect(new URLSearchParams(router.state.location.search).get(chatMessageQueryParam)).toBe(
      'Typed while the page was still plain HTML',
    );
  });

  it('submits to /chat by itself when no script handles it', () => {
    const { input } = renderForm();
    expect(input.form?.getAttribute('action')).toBe(routePaths.chat);
    expect(input.form?.getAttribute('method')).toBe('get');
    expect(input.name).toBe(chatMessageQueryParam);
  });
});
