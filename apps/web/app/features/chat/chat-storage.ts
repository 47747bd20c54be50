import { chatMessageSchema, chatStreamMetaSchema } from '@phi/contracts/public';
import { z } from 'zod';
import type { ChatEntry } from './chat-state.ts';

// The conversation outlives a reload of the tab, not the tab (sessionStorage). What is read back
// is checked with the contract's message schema: anything else (an older shape, a hand edit,
// storage that is off) starts over with the greeting.

export const chatStorageKey = 'phi.chat.conversation';

const storedConversationSchema = z
  .array(
    chatMessageSchema.extend({
      answer: chatStreamMetaSchema.optional(),
      outcome: z.enum(['stopped', 'cut', 'failed']).optional(),
    }),
  )
  .min(1);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // A browser that refuses storage to this page throws on the property itself.
    return null;
  }
}

/** The stored conversation, or null when there is none that parses. */
export function readStoredConversation(): ChatEntry[] | null {
  try {
    const text = sessionStore()?.getItem(chatStorageKey);
    if (!text) {
      return null;
    }
    const parsed = storedConversationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeConversation(messages: readonly ChatEntry[]): void {
  try {
    sessionStore()?.setItem(chatStorageKey, JSON.stringify(messages));
  } catch {
    // Full or refused storage: the conversation still works, it just won't survive a reload.
  }
}
