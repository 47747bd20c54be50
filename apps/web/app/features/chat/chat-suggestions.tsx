import { chatPageCopy, chatSuggestedQuestions } from '@phi/content';
import { chatMessageQueryParam } from '@phi/contracts/navigation';
import { useId } from 'react';

/**
 * Questions offered with the greeting. Each sends itself when clicked; before the page's script
 * runs they are submit buttons of the composer's form (`form`), a GET to /chat?message=…
 */
export function ChatSuggestions({
  onPick,
  form,
}: {
  onPick?: (question: string) => void;
  form?: string;
}) {
  const headingId = useId();
  return (
    <li className="pt-2">
      <p id={headingId} className="text-sm font-medium text-slate-400">
        {chatPageCopy.suggestions}
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {chatSuggestedQuestions.map((question) => (
          <li key={question}>
            <button
              type={onPick ? 'button' : 'submit'}
              form={onPick ? undefined : form}
              name={onPick ? undefined : chatMessageQueryParam}
              value={onPick ? undefined : question}
              onClick={onPick ? () => onPick(question) : undefined}
              className="min-h-11 rounded-full border border-slate-700 bg-slate-900 px-4 py-2 text-left text-sm text-slate-200 hover:border-sky-400 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
