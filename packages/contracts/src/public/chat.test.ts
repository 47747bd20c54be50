import { describe, expect, it } from 'vitest';
import {
  buildContactHandoffPath,
  buildConversationHistory,
  type ChatMessage,
  chatRequestSchema,
  chatResponseSchema,
} from './chat.ts';

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

  it('keeps the last 10 history items of a longer history, up to 50 accepted', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ role: 'user', content: `h${i}` }));
    const parsed = chatRequestSchema.parse({ message: 'hi', conversationHistory: items });
    expect(parsed.conversationHistory).toHaveLength(10);
    expect(parsed.conversationHistory[0]).toEqual({ role: 'user', content: 'h40' });
    expect(parsed.conversationHistory[9]).toEqual({ role: 'user', content: 'h49' });
    expect(
      chatRequestSchema.safeParse({
        message: 'hi',
        conversationHistory: [...items, { role: 'user', content: 'x' }],
      }).success,
    ).toBe(false);
  });

  it('refuses a system role and a history item longer than 4000 characters', () => {
    expect(
      chatRequestSchema.safeParse({
        message: 'hi',
        conversationHistory: [{ role: 'system', content: 'x' }],
      }).success,
    ).toBe(false);
    expect(
      chatRequestSchema.safeParse({
        message: 'hi',
        conversationHistory: [{ role: 'user', content: 'x'.repeat(4001) }],
      }).success,
    ).toBe(false);
  });
});

describe('chatResponseSchema', () => {
  it('carries the sources and a hand-off', () => {
    const answer = {
      message: { role: 'assistant', content: 'We build voice bots.' },
      source: 'site-knowledge',
      sources: [{ title: 'IoT', path: '/services/iot', excerpt: 'Connected devices.' }],
      handoff: { kind: 'jobs', jobs: [{ id: 'j1', title: 'Engineer', path: '/careers/apply/j1' }] },
    };
    expect(chatResponseSchema.parse(answer)).toEqual(answer);
    expect(chatResponseSchema.safeParse({ ...answer, handoff: { kind: 'other' } }).success).toBe(
      false,
    );
  });

  it('builds the contact hand-off path with the question filled in', () => {
    expect(buildContactHandoffPath(' How much does it cost? ')).toBe(
      '/company/contact?message=How+much+does+it+cost%3F#contact-form',
    );
    expect(
      new URL(buildContactHandoffPath('x'.repeat(2000)), 'http://a').searchParams.get('message'),
    ).toHaveLength(1000);
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
