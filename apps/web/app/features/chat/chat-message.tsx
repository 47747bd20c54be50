import { chatPageCopy } from '@phi/content';
import { chatMessages } from '@phi/contracts/messages';
import { lazy, Suspense } from 'react';
import { ChatAnswerDetails } from './chat-answer-details.tsx';
import { ChatBubble } from './chat-bubble.tsx';
import type { ChatEntry, PendingReply } from './chat-state.ts';

// The Markdown parser loads after the chat itself; until it has, a text shows as it is.
const ChatMarkdown = lazy(() =>
  import('./chat-markdown.tsx').then((module) => ({ default: module.ChatMarkdown })),
);

function MessageText({ text, isMarkdown }: { text: string; isMarkdown: boolean }) {
  const plain = <p className="break-words whitespace-pre-wrap">{text}</p>;
  if (!isMarkdown) {
    return plain;
  }
  return (
    <Suspense fallback={plain}>
      <ChatMarkdown text={text} />
    </Suspense>
  );
}

/** One message of the conversation. A visitor's own words are never read as Markdown. */
export function ChatMessageView({ message }: { message: ChatEntry }) {
  const isFailure = message.outcome === 'failed';
  return (
    <ChatBubble author={message.role} timestamp={message.timestamp} isError={isFailure}>
      {message.content === '' ? null : (
        <MessageText
          text={message.content}
          isMarkdown={message.role === 'assistant' && !isFailure}
        />
      )}
      {message.outcome === 'stopped' || message.outcome === 'cut' ? (
        <p className="mt-2 text-xs font-medium text-amber-300">
          {message.outcome === 'stopped' ? chatPageCopy.stopped : chatPageCopy.cutShort}
        </p>
      ) : null}
      {message.answer ? <ChatAnswerDetails answer={message.answer} text={message.content} /> : null}
    </ChatBubble>
  );
}

function TypingDots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          style={{ animationDelay: `${delay}ms` }}
          className="size-1.5 animate-bounce rounded-full bg-sky-300 motion-reduce:animate-none"
        />
      ))}
    </span>
  );
}

/**
 * The reply in flight: the typing indicator until its first words (spec: chat-news-admin §2),
 * then the words as they stream in.
 */
export function PendingReplyView({ reply }: { reply: PendingReply }) {
  if (reply.content === '') {
    return (
      <ChatBubble author="assistant" timestamp={reply.startedAt}>
        <p className="flex items-center gap-2 text-slate-300">
          <TypingDots />
          {chatMessages.typing}
        </p>
      </ChatBubble>
    );
  }
  return (
    <ChatBubble author="assistant" timestamp={reply.startedAt}>
      <MessageText text={reply.content} isMarkdown />
      {reply.answer ? <ChatAnswerDetails answer={reply.answer} /> : null}
    </ChatBubble>
  );
}
