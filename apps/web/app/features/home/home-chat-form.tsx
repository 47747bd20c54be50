import type { HomeContent } from '@phi/content';
import { buildChatPath, chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { Button } from '@phi/ui';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';

/**
 * The hero's chat box (spec: site-marketing-careers §2.3 and §4): text that is non-blank after
 * trimming opens /chat?message=<trimmed text>; blank text does nothing. The submitting flag is
 * set and cleared within the same submit. An island (home-chat-form.island.tsx) that loads on
 * intent; without JavaScript the browser submits the form itself: a GET to /chat with the same
 * `message` parameter. One per page, so its ids are fixed (useId would count from the island's
 * own root in the browser but from the page's at prerender).
 */
export function HomeChatForm({ copy }: { copy: HomeContent['chat'] }) {
  const [submitting, setSubmitting] = useState(false);
  const inputId = 'home-chat-message';
  const hintId = 'home-chat-hint';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: text typed before hydration never fired onChange.
    const message = new FormData(event.currentTarget).get(chatMessageQueryParam);
    const path = buildChatPath(typeof message === 'string' ? message : '');
    if (path === null) {
      return;
    }
    setSubmitting(true);
    try {
      window.location.assign(path);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      action={routePaths.chat}
      method="get"
      onSubmit={submit}
      className="w-full max-w-2xl"
      aria-describedby={hintId}
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <div className="flex gap-2 rounded-2xl border border-slate-700 bg-slate-900/80 p-2 focus-within:border-sky-400">
        <input
          id={inputId}
          type="text"
          name={chatMessageQueryParam}
          placeholder={copy.placeholder}
          autoComplete="off"
          enterKeyHint="send"
          className="min-w-0 flex-1 bg-transparent px-3 text-base text-white placeholder:text-slate-400 focus-visible:outline-none"
        />
        <Button type="submit" size="md" disabled={submitting}>
          <Send aria-hidden="true" className="size-4" />
          {copy.submit}
        </Button>
      </div>
      <p id={hintId} className="mt-3 text-sm text-slate-400">
        {copy.hint}
      </p>
    </form>
  );
}
