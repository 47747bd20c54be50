import { buildConversationHistory } from '@phi/contracts/public';
import { describe, expect, it } from 'vitest';
import {
  type ChatEntry,
  type ChatState,
  chatReducer,
  createChatState,
  createGreeting,
  isFreshConversation,
  isProcessing,
  selectHistoryMessages,
} from './chat-state.ts';

const at = '2026-11-26T10:00:00.000Z';
const later = '2026-11-26T10:00:05.000Z';
const greeting = createGreeting(at);
const question: ChatEntry = {
  id: 'u1',
  role: 'user',
  content: 'Do you build voice agents?',
  timestamp: at,
};
const meta = {
  source: 'site-knowledge' as const,
  sources: [
    { title: 'Custom Voice Bots', path: '/services/custom-voice-bots', excerpt: 'We build' },
  ],
  handoff: null,
};

function sending(): ChatState {
  return chatReducer(createChatState([greeting]), {
    type: 'sent',
    message: question,
    replyId: 'r1',
  });
}

// spec: chat-news-admin §2 to §5
describe('chat state', () => {
  it('opens with the greeting and offers the suggested questions', () => {
    const state = createChatState([greeting]);
    expect(state.messages).toEqual([
      expect.objectContaining({
        role: 'assistant',
        content: "Hi, I'm Phi AI. Ask me anything about our AI automation services.",
      }),
    ]);
    expect(isFreshConversation(state)).toBe(true);
    expect(isProcessing(state)).toBe(false);
  });

  it('is processing from the sent message until the reply is done, words joined as they stream', () => {
    let state = sending();
    expect(isProcessing(state)).toBe(true);
    expect(state.messages.at(-1)).toBe(question);
    expect(isFreshConversation(state)).toBe(false);
    state = chatReducer(state, { type: 'meta', replyId: 'r1', meta });
    state = chatReducer(state, { type: 'delta', replyId: 'r1', text: 'Yes, ' });
    state = chatReducer(state, { type: 'delta', replyId: 'r1', text: 'we do.' });
    expect(state.pending?.content).toBe('Yes, we do.');
    state = chatReducer(state, { type: 'done', replyId: 'r1', content: 'Yes, we do.', at: later });
    expect(isProcessing(state)).toBe(false);
    expect(state.messages.at(-1)).toEqual({
      id: 'r1',
      role: 'assistant',
      content: 'Yes, we do.',
      timestamp: later,
      answer: meta,
    });
    expect(state.announcement).toBe('Yes, we do.');
  });

  it('keeps the words of a stopped reply, marked as stopped, and ignores what comes after', () => {
    let state = chatReducer(sending(), { type: 'delta', replyId: 'r1', text: 'Yes, we' });
    state = chatReducer(state, { type: 'stopped', replyId: 'r1', at: later });
    expect(state.messages.at(-1)).toMatchObject({ content: 'Yes, we', outcome: 'stopped' });
    expect(isProcessing(state)).toBe(false);
    const after = chatReducer(state, { type: 'delta', replyId: 'r1', text: ' do.' });
    expect(after).toBe(state);
  });

  it('adds a failure as an assistant message with the error text (spec §4)', () => {
    const state = chatReducer(sending(), {
      type: 'failed',
      replyId: 'r1',
      text: 'Sorry, I encountered an error. Please try again.',
      errorId: 'e1',
      at: later,
    });
    expect(state.messages.at(-1)).toEqual({
      id: 'e1',
      role: 'assistant',
      content: 'Sorry, I encountered an error. Please try again.',
      timestamp: later,
      outcome: 'failed',
    });
    expect(state.messages).toHaveLength(3);
    expect(isProcessing(state)).toBe(false);
  });

  it('keeps the streamed words of a reply that failed midway, then the error text', () => {
    let state = chatReducer(sending(), { type: 'delta', replyId: 'r1', text: 'Yes' });
    state = chatReducer(state, {
      type: 'failed',
      replyId: 'r1',
      text: 'Error: The assistant took too long to answer. Please try again.',
      errorId: 'e1',
      at: later,
    });
    expect(state.messages.slice(-2)).toMatchObject([
      { content: 'Yes', outcome: 'cut' },
      {
        content: 'Error: The assistant took too long to answer. Please try again.',
        outcome: 'failed',
      },
    ]);
  });

  it('shows a refusal until the next send, without touching the conversation', () => {
    const refused = chatReducer(createChatState([greeting]), {
      type: 'refused',
      notice: 'Message cannot be empty.',
    });
    expect(refused.notice).toBe('Message cannot be empty.');
    expect(refused.messages).toEqual([greeting]);
    expect(chatReducer(refused, { type: 'noticeCleared' }).notice).toBeNull();
    const sent = chatReducer(refused, { type: 'sent', message: question, replyId: 'r1' });
    expect(sent.notice).toBeNull();
  });

  it('clears back to the greeting, dropping the reply in flight', () => {
    const fresh = createGreeting(later);
    const state = chatReducer(sending(), { type: 'cleared', greeting: fresh });
    expect(state.messages).toEqual([fresh]);
    expect(isProcessing(state)).toBe(false);
    expect(chatReducer(state, { type: 'delta', replyId: 'r1', text: 'late' })).toBe(state);
  });

  it('sends the last 10 messages as history, leaving out failure texts and empty replies', () => {
    const messages: ChatEntry[] = Array.from({ length: 14 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `message ${index}`,
      timestamp: at,
    }));
    messages.splice(12, 0, {
      ...messages[0],
      id: 'e',
      content: 'Error: x',
      outcome: 'failed',
    } as ChatEntry);
    messages.splice(13, 0, {
      ...messages[1],
      id: 's',
      content: '',
      outcome: 'stopped',
    } as ChatEntry);
    const history = buildConversationHistory(selectHistoryMessages(messages));
    expect(history).toHaveLength(10);
    expect(history.map((item) => item.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `message ${index + 4}`),
    );
  });
});
