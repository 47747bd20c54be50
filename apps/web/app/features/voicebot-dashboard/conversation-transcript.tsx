import { useCallback } from 'react';
import { voicebotDashboardCopy as copy } from './dashboard-copy.ts';
import type { LoadTranscript } from './recent-sessions.tsx';
import { useAbortableLoad } from './use-abortable-load.ts';

const timeOnly = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
});

/**
 * One conversation's lines, loaded when opened. Lines are the caller's words: shown as React
 * text only, never as HTML or Markdown.
 */
export function ConversationTranscript({
  id,
  label,
  sessionId,
  loadTranscript,
}: {
  id: string;
  label: string;
  sessionId: string;
  loadTranscript: LoadTranscript;
}) {
  const { state, retry } = useAbortableLoad(
    useCallback(
      (signal: AbortSignal) => loadTranscript(sessionId, signal),
      [sessionId, loadTranscript],
    ),
  );

  return (
    <section id={id} aria-label={label} className="rounded-lg bg-slate-950/60 p-4">
      {state.kind === 'loading' ? (
        <p role="status" className="text-slate-400">
          {copy.transcriptLoading}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className="space-y-2">
          <p className="text-rose-100">
            {copy.transcriptError} {state.message}
          </p>
          <button
            type="button"
            onClick={retry}
            className="rounded-md border border-rose-400/60 px-2 py-1 text-xs font-medium text-rose-100 focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            {copy.retry}
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' && (state.value?.turns.length ?? 0) === 0 ? (
        <p className="text-slate-400">{copy.transcriptEmpty}</p>
      ) : null}
      {state.kind === 'ready' && state.value && state.value.turns.length > 0 ? (
        <ol className="space-y-2">
          {state.value.turns.map((turn, index) => (
            <li
              // Lines have no id of their own; their order is fixed.
              key={index}
              className="grid grid-cols-[auto_auto_1fr] gap-x-3"
            >
              <span className="text-xs text-slate-500 tabular-nums">
                {timeOnly.format(new Date(turn.at))}
              </span>
              <span
                className={`text-xs font-semibold ${turn.speaker === 'caller' ? 'text-amber-200' : 'text-sky-200'}`}
              >
                {copy.speakers[turn.speaker]}
              </span>
              <span className="whitespace-pre-wrap break-words text-slate-200">{turn.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
