import { describe, expect, it } from 'vitest';
import { buildConversationHistory, type ChatMessage, chatRequestSchema } from './chat.ts';

describe('chatRequestSchema (spec: chat-news-admin §5 and §7)', () => {
  it('rejects an empty message with the spec text', () => {
    const result = chatRequestSchema.safeParse({ message: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Message cannot be empty.');
    expect(result.error?.issues[0]?.path).toEqual(['message']);
  });

  it('trims the message and defaults the history', () => {
    expect(chatRequestSchema.parse({ message: ' hi ' })).toEqual({
      message: 'hi',
      conversationHistory: [],
    });
  });

  it('accepts at most 10 history items', () => {
    const item = { role: 'user', content: 'x' };
    const ten = Array.from({ length: 10 }, () => item);
    expect(chatRequestSchema.safeParse({ message: 'hi', conversationHistory: ten }).success).toBe(
      true,
    );
    expect(
      chatRequestSchema.safeParse({ message: 'hi', conversationHistory: [...ten, item] }).success,
    ).toBe(false);
    expect(
      chatRequestSchema.safeParse({
        message: 'hi',
        conversationHistory: [{ role: 'system', content: 'x' }],
      }).success,
    ).toBe(false);
  });
});

describe('buildConversationHistory', () => {
  it('keeps the last 10 messages as role and content', () => {
    const messages: ChatMessage[] = Array.from({ length: 12 }, (_, i) => ({
      id: String(i),
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `m${i}`,
      timestamp: '2025-01-01T00:00:00Z',
    }));
    const history = buildConversationHistory(messages);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', content: 'm2' });
    expect(history[9]).toEqual({ role: 'assistant', content: 'm11' });
  });
});
