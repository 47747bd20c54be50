import { chatLimits } from '@phi/contracts/constants';
import { chatMessages } from '@phi/contracts/messages';
import {
  buildConversationHistory,
  type ChatRequestInput,
  chatRequestSchema,
} from '@phi/contracts/public';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  type ChatState,
  chatReducer,
  createChatState,
  createGreeting,
  createMessageId,
  selectHistoryMessages,
} from './chat-state.ts';
import { readStoredConversation, storeConversation } from './chat-storage.ts';
import { describeChatFailure, streamChatReply } from './chat-stream-api.ts';

export interface ChatControls {
  readonly state: ChatState;
  /** Sends a visitor's message; false when it was refused (the notice says why). */
  send(text: string): boolean;
  stop(): void;
  clear(): void;
  dismissNotice(): void;
}

const now = () => new Date().toISOString();

function initialState(): ChatState {
  return createChatState(readStoredConversation() ?? [createGreeting()]);
}

// spec: chat-news-admin §4, §5, §8 and §9: one message at a time, the spec's refusals, failures
// as assistant messages, the last 10 messages as history.
export function useChat(): ChatControls {
  const [state, dispatch] = useReducer(chatReducer, undefined, initialState);
  // The reply in flight. A ref, not state: two sends within one render must see each other.
  const inFlight = useRef<{ replyId: string; controller: AbortController } | null>(null);
  const messages = useRef(state.messages);
  messages.current = state.messages;

  useEffect(() => {
    storeConversation(state.messages);
  }, [state.messages]);

  // Leaving the page ends the reply nobody will read. Checked a task later: React's StrictMode
  // unmounts and mounts again at once, and that must not cut the reply to ?message= short.
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      setTimeout(() => {
        if (!isMounted.current) {
          inFlight.current?.controller.abort();
        }
      }, 0);
    };
  }, []);

  const receive = useCallback(
    async (replyId: string, request: ChatRequestInput, signal: AbortSignal) => {
      let isDone = false;
      try {
        for await (const event of streamChatReply(request, signal)) {
          if (signal.aborted) {
            return;
          }
          if (event.event === 'meta') {
            dispatch({ type: 'meta', replyId, meta: event.data });
          } else if (event.event === 'delta') {
            dispatch({ type: 'delta', replyId, text: event.data.text });
          } else if (event.event === 'done') {
            isDone = true;
            dispatch({ type: 'done', replyId, content: event.data.message.content, at: now() });
          } else {
            isDone = true;
            dispatch({
              type: 'failed',
              replyId,
              text: chatMessages.serverError(event.data.error),
              errorId: createMessageId(),
              at: now(),
            });
          }
        }
        if (!isDone && !signal.aborted) {
          // The stream ended without its last event: the connection dropped mid-answer.
          dispatch({
            type: 'failed',
            replyId,
            text: chatMessages.defaultError,
            errorId: createMessageId(),
            at: now(),
          });
        }
      } catch (error) {
        if (!signal.aborted) {
          dispatch({
            type: 'failed',
            replyId,
            text: describeChatFailure(error),
            errorId: createMessageId(),
            at: now(),
          });
        }
      } finally {
        if (inFlight.current?.replyId === replyId) {
          inFlight.current = null;
        }
      }
    },
    [],
  );

  const send = useCallback(
    (text: string) => {
      if (inFlight.current !== null) {
        dispatch({ type: 'refused', notice: chatMessages.alreadyProcessing });
        return false;
      }
      const parsed = chatRequestSchema.shape.message.safeParse(
        text.slice(0, chatLimits.maxMessageChars),
      );
      if (!parsed.success) {
        dispatch({
          type: 'refused',
          notice: parsed.error.issues[0]?.message ?? chatMessages.emptyMessage,
        });
        return false;
      }
      // The history is the conversation before this message (spec: chat-news-admin §9).
      const request: ChatRequestInput = {
        message: parsed.data,
        conversationHistory: buildConversationHistory(selectHistoryMessages(messages.current)),
      };
      const replyId = createMessageId();
      const controller = new AbortController();
      inFlight.current = { replyId, controller };
      dispatch({
        type: 'sent',
        replyId,
        message: { id: createMessageId(), role: 'user', content: parsed.data, timestamp: now() },
      });
      void receive(replyId, request, controller.signal);
      return true;
    },
    [receive],
  );

  const stop = useCallback(() => {
    const current = inFlight.current;
    if (current === null) {
      return;
    }
    inFlight.current = null;
    current.controller.abort();
    dispatch({ type: 'stopped', replyId: current.replyId, at: now() });
  }, []);

  const clear = useCallback(() => {
    inFlight.current?.controller.abort();
    inFlight.current = null;
    dispatch({ type: 'cleared', greeting: createGreeting() });
  }, []);

  const dismissNotice = useCallback(() => dispatch({ type: 'noticeCleared' }), []);

  return { state, send, stop, clear, dismissNotice };
}
