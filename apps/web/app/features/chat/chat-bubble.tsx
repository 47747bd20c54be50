import { chatPageCopy } from '@phi/content';
import { chatMessages } from '@phi/contracts/messages';
import type { ChatRole } from '@phi/contracts/public';
import type { ReactNode } from 'react';
import { joinClasses } from '../graphics/join-classes.ts';
import { formatMessageTime } from './chat-time.ts';

/**
 * One message of the transcript: who wrote it, when (spec: chat-news-admin §2, a time stamp on
 * each message) and its body. The page before its script runs has no time for the greeting yet.
 */
export function ChatBubble({
  author,
  timestamp,
  isError = false,
  children,
}: {
  author: ChatRole;
  timestamp?: string;
  isError?: boolean;
  children: ReactNode;
}) {
  const isUser = author === 'user';
  return (
    <li className={joinClasses('flex', isUser ? 'justify-end' : 'justify-start')}>
      <div
        className={joinClasses(
          'max-w-[88%] rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed sm:max-w-[80%]',
          isUser && 'rounded-br-sm bg-sky-400 text-slate-950',
          !isUser &&
            !isError &&
            'rounded-bl-sm border border-slate-800 bg-slate-900 text-slate-200',
          isError && 'rounded-bl-sm border border-rose-500/60 bg-rose-950/40 text-rose-100',
        )}
      >
        <p
          className={joinClasses(
            'mb-1 flex items-baseline gap-2 text-xs',
            isUser ? 'text-slate-800' : 'text-slate-400',
          )}
        >
          <span className="font-semibold">
            {isUser ? chatPageCopy.you : chatMessages.assistantName}
          </span>
          {timestamp ? <time dateTime={timestamp}>{formatMessageTime(timestamp)}</time> : null}
        </p>
        {children}
      </div>
    </li>
  );
}
