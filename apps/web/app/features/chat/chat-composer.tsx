import { chatPageCopy } from '@phi/content';
import { chatLimits } from '@phi/contracts/constants';
import { chatMessages } from '@phi/contracts/messages';
import { chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { Button } from '@phi/ui';
import { Send, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';

export interface ChatComposerProps {
  /** Present once the chat runs; without it the form is a plain GET to /chat?message=… */
  onSend?: (text: string) => void;
  onStop?: () => void;
  onDraftChange?: (text: string) => void;
  draft?: string;
  isProcessing?: boolean;
  /** Why the last send was refused (spec: chat-news-admin §5). */
  notice?: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** The form's id, for buttons outside it that submit it (the suggested questions). */
  formId?: string;
}

/**
 * The text box, Send, and Stop while a reply streams (spec: chat-news-admin §2). Enter sends,
 * Shift+Enter starts a new line. Before the page's script runs (or without it) the browser
 * submits the form itself, and the chat sends the `message` parameter once it loads.
 */
export function ChatComposer({
  onSend,
  onStop,
  onDraftChange,
  draft,
  isProcessing = false,
  notice = null,
  inputRef,
  formId,
}: ChatComposerProps) {
  const inputId = useId();
  const hintId = useId();
  const noticeId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSend) {
      return;
    }
    event.preventDefault();
    onSend(draft ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form
      id={formId}
      action={routePaths.chat}
      method="get"
      onSubmit={submit}
      className="shrink-0 border-t border-slate-800 bg-slate-950 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
    >
      <div className="mx-auto max-w-3xl">
        <label htmlFor={inputId} className="sr-only">
          {chatPageCopy.messageLabel}
        </label>
        <div className="flex items-end gap-2 rounded-2xl border border-slate-700 bg-slate-900 p-2 focus-within:border-sky-400">
          <textarea
            ref={inputRef}
            id={inputId}
            name={chatMessageQueryParam}
            rows={1}
            value={draft}
            onChange={onDraftChange ? (event) => onDraftChange(event.target.value) : undefined}
            onKeyDown={onSend ? onKeyDown : undefined}
            placeholder={chatMessages.inputPlaceholder}
            maxLength={chatLimits.maxMessageChars}
            enterKeyHint="send"
            aria-describedby={`${hintId} ${noticeId}`}
            aria-invalid={notice === chatMessages.emptyMessage ? true : undefined}
            className="field-sizing-content max-h-40 min-h-11 min-w-0 flex-1 resize-none bg-transparent px-2 py-2.5 text-base text-white placeholder:text-slate-400 focus-visible:outline-none"
          />
          {isProcessing && onStop ? (
            <Button
              variant="secondary"
              onClick={onStop}
              aria-keyshortcuts="Escape"
              className="shrink-0 px-3"
            >
              <Square aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{chatPageCopy.stop}</span>
            </Button>
          ) : null}
          <Button type="submit" className="shrink-0 px-4">
            <Send aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{chatMessages.send}</span>
          </Button>
        </div>
        <p id={hintId} className="mt-1.5 hidden text-xs text-slate-400 sm:block">
          {isProcessing ? chatPageCopy.stopHint : chatPageCopy.composerHint}
        </p>
        <p
          id={noticeId}
          role="alert"
          className={notice ? 'mt-1.5 text-sm font-medium text-amber-300' : undefined}
        >
          {notice}
        </p>
      </div>
    </form>
  );
}
