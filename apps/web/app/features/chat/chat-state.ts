import { chatMessages } from '@phi/contracts/messages';
import type { ChatMessage, ChatStreamMeta } from '@phi/contracts/public';

// The chat's state (spec: chat-news-admin §3 and §4): the conversation, and at most one reply
// in flight. Idle when `pending` is null, processing otherwise.

/**
 * Why an assistant message is not a whole answer: stopped by the visitor, cut short by a
 * failure (its words kept, the error text follows), or the failure text itself.
 */
export type ChatOutcome = 'stopped' | 'cut' | 'failed';

/** A message of the conversation, with what the server told about an answer. */
export interface ChatEntry extends ChatMessage {
  readonly answer?: ChatStreamMeta;
  readonly outcome?: ChatOutcome;
}

export interface PendingReply {
  readonly id: string;
  /** When the visitor's message went, shown on the reply until it is complete. */
  readonly startedAt: string;
  readonly content: string;
  readonly answer?: ChatStreamMeta;
}

export interface ChatState {
  readonly messages: readonly ChatEntry[];
  readonly pending: PendingReply | null;
  /** Why the last send was refused (spec: chat-news-admin §5), until the next send or edit. */
  readonly notice: string | null;
  /** The last finished reply as plain words, for the polite live region. */
  readonly announcement: string;
}

export type ChatAction =
  | { type: 'sent'; message: ChatEntry; replyId: string }
  | { type: 'refused'; notice: string }
  | { type: 'noticeCleared' }
  | { type: 'meta'; replyId: string; meta: ChatStreamMeta }
  | { type: 'delta'; replyId: string; text: string }
  | { type: 'done'; replyId: string; content: string; at: string }
  | { type: 'stopped'; replyId: string; at: string }
  | { type: 'failed'; replyId: string; text: string; errorId: string; at: string }
  | { type: 'cleared'; greeting: ChatEntry };

export function createMessageId(): string {
  // randomUUID exists only in secure contexts; a site served over plain http still chats.
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// spec: chat-news-admin §2, the assistant opens with a greeting
export function createGreeting(at: string = new Date().toISOString()): ChatEntry {
  return {
    id: createMessageId(),
    role: 'assistant',
    content: chatMessages.greeting,
    timestamp: at,
  };
}

export function createChatState(messages: readonly ChatEntry[]): ChatState {
  return { messages, pending: null, notice: null, announcement: '' };
}

export function isProcessing(state: ChatState): boolean {
  return state.pending !== null;
}

/** True while the conversation is only the greeting: the suggested questions are offered. */
export function isFreshConversation(state: ChatState): boolean {
  return state.messages.length <= 1 && state.pending === null;
}

/** The messages that travel as history: the conversation itself, not failure or empty texts. */
export function selectHistoryMessages(messages: readonly ChatEntry[]): ChatEntry[] {
  return messages.filter((message) => message.outcome !== 'failed' && message.content !== '');
}

function settle(state: ChatState, entries: readonly ChatEntry[], announcement: string): ChatState {
  return {
    ...state,
    messages: [...state.messages, ...entries],
    pending: null,
    announcement,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return {
        ...state,
        messages: [...state.messages, action.message],
        pending: { id: action.replyId, startedAt: action.message.timestamp, content: '' },
        notice: null,
      };
    case 'refused':
      return { ...state, notice: action.notice };
    case 'noticeCleared':
      return state.notice === null ? state : { ...state, notice: null };
    case 'cleared':
      // spec: chat-news-admin §4, clearing returns the conversation to the greeting
      return { ...createChatState([action.greeting]), announcement: action.greeting.content };
    default:
      return reduceReply(state, action);
  }
}

type ReplyAction = Extract<ChatAction, { replyId: string }>;

// Events of a reply that is no longer pending (stopped, cleared) change nothing.
function reduceReply(state: ChatState, action: Exclude<ReplyAction, { type: 'sent' }>): ChatState {
  const pending = state.pending;
  if (pending === null || pending.id !== action.replyId) {
    return state;
  }
  switch (action.type) {
    case 'meta':
      return { ...state, pending: { ...pending, answer: action.meta } };
    case 'delta':
      return { ...state, pending: { ...pending, content: pending.content + action.text } };
    case 'done': {
      const reply = toEntry(pending, action.content, action.at);
      return settle(state, [reply], reply.content);
    }
    case 'stopped':
      return settle(
        state,
        [{ ...toEntry(pending, pending.content, action.at), outcome: 'stopped' }],
        '',
      );
    case 'failed': {
      // spec: chat-news-admin §4, a failure adds an assistant message carrying the error text;
      // words already streamed stay, marked as cut short (not as stopped: the visitor didn't).
      const partial: ChatEntry[] =
        pending.content === ''
          ? []
          : [{ ...toEntry(pending, pending.content, action.at), outcome: 'cut' }];
      const failure: ChatEntry = {
        id: action.errorId,
        role: 'assistant',
        content: action.text,
        timestamp: action.at,
        outcome: 'failed',
      };
      return settle(state, [...partial, failure], action.text);
    }
  }
}

function toEntry(pending: PendingReply, content: string, at: string): ChatEntry {
  return {
    id: pending.id,
    role: 'assistant',
    content,
    timestamp: at,
    ...(pending.answer ? { answer: pending.answer } : {}),
  };
}
