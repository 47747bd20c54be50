import { chatPageCopy } from '@phi/content';
import { chatMessages } from '@phi/contracts/messages';
import { type ReactNode, useId } from 'react';
import { ChatBubble } from './chat-bubble.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatSuggestions } from './chat-suggestions.tsx';
import { ChatTranscript } from './chat-transcript.tsx';

/** The chat fills the screen: top bar, the transcript scrolling between, the composer below. */
export function ChatFrame({ children }: { children: ReactNode }) {
  return <div className="flex h-dvh flex-col bg-slate-950">{children}</div>;
}

/**
 * The prerendered chat, shown until the chat's code has loaded and all there is without
 * JavaScript: the greeting, the suggested questions and a plain form. Sending before the code
 * runs loads /chat?message=…, which the chat then sends.
 */
export function ChatShell() {
  const formId = useId();
  return (
    <ChatFrame>
      <ChatHeader />
      <ChatTranscript isBusy>
        <ChatBubble author="assistant">
          <p>{chatMessages.greeting}</p>
        </ChatBubble>
        <ChatSuggestions form={formId} />
      </ChatTranscript>
      <noscript>
        <p className="px-4 pt-2 text-center text-sm text-amber-300">
          {chatPageCopy.javascriptNeeded}
        </p>
      </noscript>
      <ChatComposer formId={formId} />
    </ChatFrame>
  );
}
