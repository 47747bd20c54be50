import { afterEach, describe, expect, it } from 'vitest';
import type { ChatEntry } from './chat-state.ts';
import { chatStorageKey, readStoredConversation, storeConversation } from './chat-storage.ts';

const conversation: ChatEntry[] = [
  { id: 'g', role: 'assistant', content: 'Hello', timestamp: '2026-11-26T10:00:00.000Z' },
  { id: 'u', role: 'user', content: 'Hi', timestamp: '2026-11-26T10:00:01.000Z' },
  {
    id: 'a',
    role: 'assistant',
    content: 'Our services',
    timestamp: '2026-11-26T10:00:02.000Z',
    answer: {
      source: 'site-knowledge',
      sources: [{ title: 'Services', path: '/services', excerpt: 'What we do' }],
      handoff: { kind: 'contact', path: '/company/contact?message=Hi' },
    },
  },
  {
    id: 'e',
    role: 'assistant',
    content: 'Sorry, I encountered an error. Please try again.',
    timestamp: '2026-11-26T10:00:03.000Z',
    outcome: 'failed',
  },
];

afterEach(() => sessionStorage.clear());

describe('the stored conversation', () => {
  it('reads back what was stored', () => {
    storeConversation(conversation);
    expect(readStoredConversation()).toEqual(conversation);
  });

  it('is nothing when absent, not JSON, empty or outside the contract', () => {
    expect(readStoredConversation()).toBeNull();
    for (const stored of [
      '{not json',
      '[]',
      '{"id":"g"}',
      JSON.stringify([{ ...conversation[0], role: 'system' }]),
      JSON.stringify([{ ...conversation[0], timestamp: 'yesterday' }]),
      JSON.stringify([
        { ...conversation[2], answer: { source: 'guess', sources: [], handoff: null } },
      ]),
    ]) {
      sessionStorage.setItem(chatStorageKey, stored);
      expect(readStoredConversation()).toBeNull();
    }
  });
});
