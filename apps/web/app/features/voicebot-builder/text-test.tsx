import { voicebotBuilderCopy as copy } from '@phi/content';
import type { RagAskResponse } from '@phi/contracts/public';
import { type FormEvent, useState } from 'react';
import { builderToast } from './builder-toast.ts';
import { askVoicebot } from './rag-api.ts';
import type { StoredVoicebot } from './voicebot-storage.ts';

interface Exchange {
  readonly question: string;
  readonly answer: RagAskResponse;
}

/**
 * "Test my bot" in text (ours, beside the spec's voice test): a question answered from the
 * bot's own documents with the cited passages, through POST /api/rag/ask. Needs neither LiveKit
 * nor a model key: without a key the server answers with the passages themselves.
 */
export function TextTest({
  voicebot,
  onTested,
}: {
  voicebot: StoredVoicebot;
  onTested: () => void;
}) {
  const inputId = 'voicebot-text-test-input';
  const hintId = 'voicebot-text-test-hint';
  const [question, setQuestion] = useState('');
  const [isAsking, setIsAsking] = useState(false);
  const [exchanges, setExchanges] = useState<readonly Exchange[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (asked === '' || isAsking) {
      return;
    }
    setIsAsking(true);
    try {
      const answer = await askVoicebot(voicebot.record.id, asked, voicebot.ownerKey);
      setExchanges((current) => [{ question: asked, answer }, ...current]);
      onTested();
      setQuestion('');
    } catch (error) {
      console.error('Voicebot question failed', error);
      builderToast.error(
        copy.askFailedTitle,
        error instanceof Error ? error.message : String(error),
      );
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <div>
        <h4 id={`${inputId}-heading`} className="font-semibold text-white">
          {copy.textTestHeading}
        </h4>
        <p id={hintId} className="text-sm text-slate-400">
          {copy.textTestHint}
        </p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {copy.questionLabel}
        </label>
        <input
          id={inputId}
          name="question"
          aria-describedby={hintId}
          value={question}
          maxLength={1000}
          placeholder={copy.questionPlaceholder}
          onChange={(event) => setQuestion(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-slate-100 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-sky-400"
        />
        <button
          type="submit"
          disabled={isAsking || question.trim() === ''}
          className="rounded-lg bg-sky-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isAsking ? copy.asking : copy.ask}
        </button>
      </form>
      <ul aria-live="polite" className="space-y-3">
        {exchanges.map((exchange, index) => (
          <li
            // Newest first; questions may repeat, so the position from the oldest keys them.
            key={exchanges.length - index}
            data-testid="text-test-answer"
            className="rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm"
          >
            <p className="font-medium text-slate-200">{exchange.question}</p>
            <p className="mt-2 whitespace-pre-line text-slate-100">{exchange.answer.answer}</p>
            {exchange.answer.source === 'documents' ? (
              <p className="mt-1 text-xs text-slate-400">{copy.answeredFromDocuments}</p>
            ) : null}
            {exchange.answer.citations.length > 0 ? (
              <div className="mt-3">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">
                  {copy.citationsHeading}
                </p>
                <ul className="mt-1 space-y-2">
                  {exchange.answer.citations.map((citation) => (
                    <li
                      key={`${citation.file_name}-${citation.passage}`}
                      data-testid="citation"
                      className="border-l-2 border-sky-400/60 pl-3"
                    >
                      <p className="text-xs font-medium text-sky-300">{citation.file_name}</p>
                      <blockquote className="text-slate-300">{citation.passage}</blockquote>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
