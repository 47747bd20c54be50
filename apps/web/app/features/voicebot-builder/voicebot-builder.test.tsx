import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { FakeXhr } from '../careers/fake-xhr.ts';
import { VoicebotBuilder } from './voicebot-builder.tsx';
import { voicebotStorageKey } from './voicebot-storage.ts';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

const ownerKey = 'k'.repeat(43);
const description =
  'We run a small family hotel by the sea with twelve rooms and a busy restaurant';

beforeAll(async () => {
  await import('@phi/contracts/public');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The globe and the robot stay posters: happy-dom has no WebGL to start them on.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const createButton = () =>
  screen.getByRole('button', { name: 'Create Voicebot' }) as HTMLButtonElement;

function indexStatus(state: string, percent: number) {
  return {
    voicebot_id: 'voicebot_1',
    job_id: '4f7c3c1e-2b7e-4a53-9a2f-55f1c7f9e2a1',
    state,
    percent,
    documents_total: 1,
    documents_processed: percent === 100 ? 1 : 0,
    files_count: 1,
    chunks_count: state === 'completed' ? 3 : 0,
    skipped: [],
    error: null,
  };
}

describe('voice bot builder', { timeout: 20_000 }, () => {
  it('moves through the steps: a voice is step 2, a template step 3, files step 4', async () => {
    render(<VoicebotBuilder />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Luna/ }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Luna/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Sales/ }));
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File(['Check-out is at 11am.'], 'faq.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    // The upload starts once the contracts are loaded; answer it before the test ends.
    (await waitFor(() => FakeXhr.last())).respond(201, {
      voicebot_id: 'voicebot_1',
      files_count: 1,
      files: [],
      owner_key: ownerKey,
    });
  });

  it('keeps Create disabled until the names and content are in, then shows the titled problem', async () => {
    render(<VoicebotBuilder />);
    const user = userEvent.setup({ delay: null });
    expect(createButton().disabled).toBe(true);
    await user.click(screen.getByLabelText('Company name'));
    await user.tab();
    expect(
      within(screen.getByTestId('create-problem')).getByText('Company Name Required'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Company name'), 'Harbour View');
    await user.type(screen.getByLabelText('Bot name'), 'A');
    expect(within(screen.getByTestId('create-problem')).getByText('Content Required')).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Company description'), description);
    expect(screen.getByTestId('word-counter').textContent).toContain('Optimal length');
    expect(createButton().disabled).toBe(false);
    await user.click(createButton());
    const problem = screen.getByTestId('create-problem');
    expect(problem.textContent).toContain('Invalid Bot Name');
    expect(problem.textContent).toContain('Bot name must be at least 2 characters');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid Bot Name', {
        description: 'Bot name must be at least 2 characters',
      }),
    );
  });

  it('uploads each file with real progress, creates from the indexing job and keeps the record', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/rag/index' && init?.method === 'POST') {
        return jsonResponse(202, indexStatus('running', 0));
      }
      if (url === '/api/rag/ask') {
        return jsonResponse(200, {
          voicebot_id: 'voicebot_1',
          answer: 'From Prices_-_2026.txt: Check-out is at 11am.',
          source: 'documents',
          citations: [{ file_name: 'Prices_-_2026.txt', passage: 'Check-out is at 11am.' }],
        });
      }
      return jsonResponse(200, indexStatus('completed', 100));
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<VoicebotBuilder />);
    const user = userEvent.setup({ delay: null });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [new File(['Check-out is at 11am.'], 'Prices – 2026.txt', { type: 'text/plain' })],
      },
    });
    const xhr = await waitFor(() => FakeXhr.last());
    expect(xhr.url).toBe('/api/rag/upload');
    const form = xhr.body as FormData;
    expect(String(form.get('voicebot_id'))).toMatch(/^voicebot_\d+_[a-z0-9]+$/);
    expect((form.get('files') as File).name).toBe('Prices_-_2026.txt');
    xhr.progress(50, 100);
    const entry = await screen.findByTestId('upload-entry');
    await waitFor(() =>
      expect(within(entry).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'),
    );
    expect(within(entry).getByText('Uploading')).toBeTruthy();
    expect(within(entry).getByText('0.00 MB')).toBeTruthy();
    xhr.respond(201, {
      voicebot_id: form.get('voicebot_id'),
      files_count: 1,
      files: [],
      owner_key: ownerKey,
    });
    await waitFor(() => expect(within(entry).getByText('Uploaded')).toBeTruthy());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 1 file(s)'),
    );

    await user.type(screen.getByLabelText('Company name'), 'Harbour View');
    await user.type(screen.getByLabelText('Bot name'), 'Ava');
    await user.click(createButton());
    await screen.findByTestId('voicebot-summary', {}, { timeout: 5000 });
    const [indexUrl, indexInit] = fetchMock.mock.calls[0] ?? [];
    expect(indexUrl).toBe('/api/rag/index');
    expect(new Headers(indexInit?.headers).get('x-voicebot-key')).toBe(ownerKey);
    expect(JSON.parse(String(indexInit?.body))).toMatchObject({
      company_name: 'Harbour View',
      bot_name: 'Ava',
      description: null,
      voicebot_id: form.get('voicebot_id'),
    });
    expect(screen.getByTestId('summary-files').textContent).toBe('1');
    expect(screen.getByTestId('summary-chunks').textContent).toBe('3');
    expect(screen.getByText('Ready for Voice Conversations')).toBeTruthy();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Voicebot Created Successfully!', {
        description: 'Your company voicebot has been created with 1 files and 3 knowledge chunks.',
      }),
    );
    const stored = JSON.parse(window.localStorage.getItem(voicebotStorageKey) ?? 'null');
    expect(stored.ownerKey).toBe(ownerKey);
    expect(stored.record).toMatchObject({
      id: form.get('voicebot_id'),
      companyName: 'Harbour View',
      botName: 'Ava',
      status: 'ready',
      filesCount: 1,
      chunksCount: 3,
    });

    // The text test: the answer with its citation; the bot is "testing" for 2 s (spec: voice §4)
    expect(screen.getByTestId('bot-status').textContent).toBe('Active');
    await user.type(screen.getByLabelText('Your question'), 'When is check-out?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const citation = await screen.findByTestId('citation');
    expect(citation.textContent).toContain('Prices_-_2026.txt');
    expect(citation.textContent).toContain('Check-out is at 11am.');
    const askCall = fetchMock.mock.calls.find(([url]) => url === '/api/rag/ask');
    expect(new Headers(askCall?.[1]?.headers).get('x-voicebot-key')).toBe(ownerKey);
    expect(screen.getByTestId('bot-status').textContent).toBe('Testing');
    await waitFor(() => expect(screen.getByTestId('bot-status').textContent).toBe('Active'), {
      timeout: 3000,
    });
  });

  it('reports a failed creation with the spec toast and resets the progress', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(202, {
          ...indexStatus('failed', 0),
          error: 'no readable text',
          owner_key: ownerKey,
        }),
      ),
    );
    render(<VoicebotBuilder />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Company name'), 'Harbour View');
    await user.type(screen.getByLabelText('Bot name'), 'Ava');
    await user.type(screen.getByLabelText('Company description'), description);
    await user.click(createButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error Creating Voicebot', {
        description: 'Failed to create voicebot: Indexing failed: no readable text',
      }),
    );
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    expect(createButton().disabled).toBe(false);
  });
});
