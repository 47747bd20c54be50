import { chatPageCopy } from '@phi/content';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

// Close enough to the end to follow new words; further up, the visitor is reading back.
const followDistancePx = 96;

/**
 * The conversation as a log (role="log"). Its own live announcements are off: a reply arrives
 * word by word, and the page announces each finished reply once instead (live-chat.tsx).
 * Scrolls with new content while the visitor is at the end; focusable so a keyboard can scroll.
 */
export function ChatTranscript({
  children,
  isBusy = false,
  messageCount = 0,
  streamedChars = 0,
}: {
  children: ReactNode;
  isBusy?: boolean;
  /** A new message always brings the end into view. */
  messageCount?: number;
  /** Streamed words follow only while the visitor is at the end. */
  streamedChars?: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const isAtEnd = useRef(true);
  useFollowEnd(scroller, isAtEnd, messageCount, streamedChars);
  return (
    <div
      ref={scroller}
      role="log"
      aria-live="off"
      aria-label={chatPageCopy.transcript}
      aria-busy={isBusy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        isAtEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < followDistancePx;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400"
    >
      <ol className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-6 sm:px-4">{children}</ol>
    </div>
  );
}

function useFollowEnd(
  scroller: RefObject<HTMLDivElement | null>,
  isAtEnd: RefObject<boolean>,
  messageCount: number,
  streamedChars: number,
) {
  useEffect(() => {
    const box = scroller.current;
    if (box && messageCount > 0) {
      box.scrollTop = box.scrollHeight;
      isAtEnd.current = true;
    }
  }, [scroller, isAtEnd, messageCount]);
  useEffect(() => {
    const box = scroller.current;
    if (box && isAtEnd.current && streamedChars > 0) {
      box.scrollTop = box.scrollHeight;
    }
  }, [scroller, isAtEnd, streamedChars]);
}
