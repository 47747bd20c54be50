import { errorCatalog } from '@phi/contracts/errors';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { ChatPage } from './chat-page.tsx';
import { chatStorageKey } from './chat-storage.ts';
import { createSseReply, installFakeChatApi } from './fake-chat-api.ts';

// spec: chat-news-admin §2, §4, §5, §8 and §9, the chat page against a stubbed fetch that
// answers with real text/event-stream bytes (fake-chat-api.ts).

const greeting = "Hi, I'm Phi AI. Ask me anything about our AI automation services.";
const voiceSource = {
  title: 'Custom Voice Bots',
  path: '/services/custom-voice-bots',
  excerpt: 'Voice agents that answer every call.',
};

beforeAll(async () => {
  // Warm the chunks the page loads on demand, so the first test does not wait on transforms.
  await Promise.all([import('./live-chat.tsx'), import('./chat-markdown.tsx')]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderChat(entry = '/chat', { isStrict = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [entry] },
  );
  const page = <RouterProvider router={router} />;
  render(isStrict ? <StrictMode>{page}</StrictMode> : page);
  return router;
}

/** The transcript once the working chat (not the prerendered shell) shows it. */
async function liveLog(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('false'));
  return screen.getByRole('log');
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message Phi AI' });

async function ask(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

function textsOf(log: HTMLElement): string[] {
  return within(log)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('chat page', { timeout: 20_000 }, () => {
  it('opens with the greeting, its time and the suggested questions; voice and settings are coming soon', async () => {
    installFakeChatApi();
    renderChat();
    const log = await liveLog();
    expect(log.getAttribute('aria-label')).toBe('Conversation with Phi AI');
    expect(within(log).getByText(greeting)).toBeTruthy();
    expect(log.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(within(log).getByRole('button', { name: 'Are you hiring?' })).toBeTruthy();
    for (const name of ['Voice chat', 'Settings']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(tip?.textContent).toBe(`${name} (coming soon)`);
    }
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chat with Phi AI');
  });

  it('streams an answer: typing indicator, words as they come, then sources, the offline label and one announcement', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    await ask('Do you build voice agents?');
    expect(within(log).getByText('Do you build voice agents?')).toBeTruthy();
    expect(within(log).getByText('Phi AI is typing...')).toBeTruthy();
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(api.requests[0]).toMatchObject({
      url: '/api/chat/stream',
      method: 'POST',
      accept: 'text/event-stream',
      body: {
        message: 'Do you build voice agents?',
        conversationHistory: [{ role: 'assistant', content: greeting }],
      },
    });

    const reply = api.latest();
    reply.send({
      event: 'meta',
      data: { source: 'site-knowledge', sources: [voiceSource], handoff: null },
    });
    reply.send({ event: 'delta', data: { text: 'Yes, we build ' } });
    expect(await within(log).findByText('Yes, we build')).toBeTruthy();
    expect(within(log).queryByText('Phi AI is typing...')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    // The next event cut inside "€" (three bytes in UTF-8) and inside its own "data:" line.
    const rest = new TextEncoder().encode(
      'event: delta\ndata: {"text":"**voice agents** from €99."}\n\n',
    );
    reply.sendBytes(rest.slice(0, 40));
    reply.sendBytes(rest.slice(40, 42));
    reply.sendBytes(rest.slice(42));
    reply.send({
      event: 'done',
      data: {
        message: { role: 'assistant', content: 'Yes, we build **voice agents** from €99.' },
      },
    });
    reply.close();

    const strong = await within(log).findByText('voice agents');
    expect(strong.tagName).toBe('STRONG');
    const source = within(log).getByRole('link', { name: 'Custom Voice Bots' });
    expect(source.getAttribute('href')).toBe('/services/custom-voice-bots');
    expect(within(log).getByText('Voice agents that answer every call.')).toBeTruthy();
    expect(within(log).getByText("Answered from our website's own content")).toBeTruthy();
    await waitFor(() =>
      expect(status.textContent).toBe('Phi AI: Yes, we build **voice agents** from €99.'),
    );
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Are you hiring?' })).toBeNull();
  });

  it('sends ?message= once as the first message and takes it out of the address', async () => {
    const api = installFakeChatApi();
    const router = renderChat('/chat?message=What%20does%20it%20cost%3F');
    const log = await liveLog();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(log).getByText('What does it cost?')).toBeTruthy();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body).toMatchObject({ message: 'What does it cost?' });
  });

  it("answers ?message= under React's StrictMode, which unmounts and mounts the page at once", async () => {
    const api = installFakeChatApi();
    renderChat('/chat?message=Hello', { isStrict: true });
    const log = await liveLog();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    api.latest().send({ event: 'done', data: { message: { role: 'assistant', content: 'Hi!' } } });
    api.latest().close();
    expect(await within(log).findByText('Hi!')).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });

  it('refuses an empty message with "Message cannot be empty." and sends nothing', async () => {
    const api = installFakeChatApi();
    renderChat();
    await liveLog();
    await userEvent.type(input(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Message cannot be empty.');
    expect(api.requests).toHaveLength(0);
    await userEvent.type(input(), 'a');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('refuses a second message while one is processed with "Already processing a message. Please wait."', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    await ask('First question');
    await ask('Second question');
    expect(screen.getByRole('alert').textContent).toBe(
      'Already processing a message. Please wait.',
    );
    expect(input().value).toBe('Second question');
    expect(within(log).queryByText('Second question')).toBeNull();
    expect(api.requests).toHaveLength(1);

    api.latest().send({ event: 'done', data: { message: { role: 'assistant', content: 'One.' } } });
    api.latest().close();
    await within(log).findByText('One.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Second question');
    expect(api.requests).toHaveLength(2);
  });

  it('stops a streaming answer with Stop or Escape, keeping its words marked as stopped', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    await ask('Tell me everything');
    api.latest().send({ event: 'delta', data: { text: 'Once upon' } });
    await within(log).findByText('Once upon');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(within(log).getByText('Answer stopped.')).toBeTruthy();
    expect(within(log).getByText('Once upon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(document.activeElement).toBe(input());

    await ask('Again');
    await within(log).findByText('Phi AI is typing...');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(log).getAllByText('Answer stopped.')).toHaveLength(2));
    // The stopped, empty reply is not sent back as history.
    await ask('Third');
    const body = api.requests[2]?.body as { conversationHistory: { content: string }[] };
    const history = body.conversationHistory;
    expect(history.map((item) => item.content)).toEqual([
      greeting,
      'Tell me everything',
      'Once upon',
      'Again',
    ]);
  });

  it('shows failures as assistant messages in the spec wording', async () => {
    const answers = [
      () =>
        jsonResponse(429, {
          error: errorCatalog.RATE_LIMITED.message,
          code: 'RATE_LIMITED',
        }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>gateway</html>', { status: 502 }),
      () => {
        const reply = createSseReply();
        reply.send({ event: 'meta', data: { source: 'model', sources: [], handoff: null } });
        reply.send({ event: 'error', data: { error: 'The assistant took too long to answer.' } });
        reply.close();
        return reply.response;
      },
      () => {
        const reply = createSseReply();
        reply.send({ event: 'delta', data: { text: 'Half an' } });
        reply.close();
        return reply.response;
      },
    ];
    installFakeChatApi(() => (answers.shift() ?? answers[0])?.() ?? jsonResponse(500, {}));
    renderChat();
    const log = await liveLog();
    const expected = [
      'Error: Too many requests. Please wait a moment and try again.',
      'Sorry, I encountered an error. Please try again.',
      'Sorry, I encountered an error. Please try again.',
      'Error: The assistant took too long to answer.',
      'Sorry, I encountered an error. Please try again.',
    ];
    for (const [index, text] of expected.entries()) {
      await ask(`Question ${index}`);
      await waitFor(() => expect(within(log).getAllByText(text).length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    }
    // The reply cut off midway keeps its words, marked as cut short: the visitor stopped nothing.
    expect(within(log).getByText('Half an')).toBeTruthy();
    expect(within(log).getByText('Answer cut short.')).toBeTruthy();
    expect(within(log).queryByText('Answer stopped.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Phi AI: Sorry, I encountered an error. Please try again.',
    );
  });

  it('clears back to the greeting, ending the reply in flight', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    await ask('Something');
    api.latest().send({ event: 'delta', data: { text: 'Partial' } });
    await within(log).findByText('Partial');
    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(textsOf(log).filter((text) => text.includes('Phi AI') || text.includes('You'))).toEqual([
      expect.stringContaining(greeting),
    ]);
    expect(within(log).getByRole('button', { name: 'Are you hiring?' })).toBeTruthy();
    expect(api.fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('keeps the conversation across a reload of the tab, and starts over from broken storage', async () => {
    const api = installFakeChatApi();
    renderChat();
    let log = await liveLog();
    await userEvent.click(within(log).getByRole('button', { name: 'Are you hiring?' }));
    api.latest().send({
      event: 'meta',
      data: {
        source: 'site-knowledge',
        sources: [],
        handoff: {
          kind: 'jobs',
          jobs: [{ id: 'j1', title: 'Voice AI Engineer', path: '/careers/apply/j1' }],
        },
      },
    });
    api
      .latest()
      .send({ event: 'done', data: { message: { role: 'assistant', content: 'We are.' } } });
    api.latest().close();
    await within(log).findByText('We are.');
    cleanup();

    renderChat();
    log = await liveLog();
    expect(within(log).getByText('Are you hiring?')).toBeTruthy();
    expect(within(log).getByText('We are.')).toBeTruthy();
    expect(within(log).getByRole('link', { name: 'Voice AI Engineer' }).getAttribute('href')).toBe(
      '/careers/apply/j1',
    );
    expect(api.requests).toHaveLength(1);
    cleanup();

    sessionStorage.setItem(chatStorageKey, '[{"id":1}]');
    renderChat();
    log = await liveLog();
    expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain(greeting);
    expect(within(log).queryByText('We are.')).toBeNull();
  });

  it('sends only the last 10 messages as history', async () => {
    const stored = Array.from({ length: 13 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? 'assistant' : 'user',
      content: `message ${index}`,
      timestamp: '2026-11-26T10:00:00.000Z',
    }));
    sessionStorage.setItem(chatStorageKey, JSON.stringify(stored));
    const api = installFakeChatApi();
    renderChat();
    await liveLog();
    await ask('Next');
    const body = api.requests[0]?.body as { conversationHistory: { content: string }[] };
    expect(body.conversationHistory.map((item) => item.content)).toEqual(
      stored.slice(-10).map((message) => message.content),
    );
  });

  it('renders answers without raw HTML, with only site and http(s) links; the contact hand-off', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    await ask('Pricing?');
    const content =
      'See [our pricing](/services/ai-ml), [a paper](https://example.org/paper), ' +
      '[bad](javascript:alert(1)) and <img src=x onerror="alert(1)"><b>bold</b>';
    api.latest().send({
      event: 'meta',
      data: {
        source: 'model',
        sources: [],
        handoff: { kind: 'contact', path: '/company/contact?message=Pricing%3F' },
      },
    });
    api.latest().send({ event: 'done', data: { message: { role: 'assistant', content } } });
    api.latest().close();
    const external = await within(log).findByRole('link', { name: /a paper/ });
    expect(external.getAttribute('href')).toBe('https://example.org/paper');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(log).getByRole('link', { name: 'our pricing' }).getAttribute('href')).toBe(
      '/services/ai-ml',
    );
    expect(within(log).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(log).getByText('bad')).toBeTruthy();
    expect(log.querySelector('img, b, script')).toBeNull();
    expect(within(log).queryByText("Answered from our website's own content")).toBeNull();
    expect(within(log).getByRole('link', { name: 'Talk to our team' }).getAttribute('href')).toBe(
      '/company/contact?message=Pricing%3F',
    );
  });
  it('offers a hand-off once the answer is complete, and not twice when the answer links to it', async () => {
    const api = installFakeChatApi();
    renderChat();
    const log = await liveLog();
    const handoff = { kind: 'contact' as const, path: '/company/contact?message=A+quote' };
    await ask('A quote');
    api.latest().send({ event: 'meta', data: { source: 'model', sources: [], handoff } });
    api.latest().send({ event: 'delta', data: { text: 'Our team' } });
    await within(log).findByText('Our team');
    expect(within(log).queryByRole('link', { name: 'Talk to our team' })).toBeNull();
    const content = `Our team can help: [Talk to our team](${handoff.path})`;
    api.latest().send({ event: 'done', data: { message: { role: 'assistant', content } } });
    api.latest().close();
    await waitFor(() =>
      expect(within(log).getAllByRole('link', { name: 'Talk to our team' })).toHaveLength(1),
    );
  });
});
