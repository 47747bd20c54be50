import { chatPageCopy } from '@phi/content';
import { chatMessageQueryParam } from '@phi/contracts/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatMessageView, PendingReplyView } from './chat-message.tsx';
import { ChatFrame } from './chat-shell.tsx';
import { isFreshConversation, isProcessing } from './chat-state.ts';
import { ChatSuggestions } from './chat-suggestions.tsx';
import { ChatTranscript } from './chat-transcript.tsx';
import { useChat } from './use-chat.ts';

/**
 * The working chat (spec: chat-news-admin §2, §4 and §5), loaded after the page by
 * chat-page.tsx. `?message=` is sent once as the first message and then removed from the
 * address, so a reload does not send it again.
 */
export function LiveChat() {
  const { state, send, stop, clear, dismissNotice } = useChat();
  const [draft, setDraft] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sentFromAddress = useRef(false);
  const processing = isProcessing(state);

  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  // spec: chat-news-admin §2, the `message` parameter is sent as the first user message
  const addressMessage = searchParams.get(chatMessageQueryParam);
  useEffect(() => {
    if (addressMessage === null || sentFromAddress.current) {
      return;
    }
    sentFromAddress.current = true;
    send(addressMessage);
    setSearchParams(
      (params) => {
        params.delete(chatMessageQueryParam);
        return params;
      },
      { replace: true },
    );
  }, [addressMessage, send, setSearchParams]);

  useEffect(() => {
    if (!processing) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        stop();
        focusInput();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [processing, stop, focusInput]);

  const sendDraft = (text: string) => {
    if (send(text)) {
      setDraft('');
    }
    focusInput();
  };

  return (
    <ChatFrame>
      <ChatHeader
        onClear={() => {
          clear();
          setDraft('');
          focusInput();
        }}
      />
      <ChatTranscript
        messageCount={state.messages.length}
        streamedChars={state.pending?.content.length ?? 0}
      >
        {state.messages.map((message) => (
          <ChatMessageView key={message.id} message={message} />
        ))}
        {state.pending ? <PendingReplyView reply={state.pending} /> : null}
        {isFreshConversation(state) ? (
          <ChatSuggestions
            onPick={(question) => {
              send(question);
              focusInput();
            }}
          />
        ) : null}
      </ChatTranscript>
      <p role="status" className="sr-only">
        {state.announcement ? chatPageCopy.replied(state.announcement) : ''}
      </p>
      <ChatComposer
        draft={draft}
        onDraftChange={(text) => {
          setDraft(text);
          dismissNotice();
        }}
        onSend={sendDraft}
        onStop={() => {
          stop();
          focusInput();
        }}
        isProcessing={processing}
        notice={state.notice}
        inputRef={inputRef}
      />
    </ChatFrame>
  );
}
