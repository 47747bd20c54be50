import { voicebotBuilderCopy as copy } from '@phi/content';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import type { CreateProblem } from './create-validation.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface CreateVoicebotButtonProps {
  readonly canCreate: boolean;
  readonly isCreating: boolean;
  readonly progress: number;
  readonly problem: CreateProblem | null;
  readonly onCreate: () => void;
}

/**
 * spec: voice §2, §4 and §5, Create Voicebot: disabled until the names and some content are in
 * and while a creation runs; its progress bar follows the indexing job; the current problem
 * shows with its title.
 */
export function CreateVoicebotButton({
  canCreate,
  isCreating,
  progress,
  problem,
  onCreate,
}: CreateVoicebotButtonProps) {
  return (
    <div className="space-y-3">
      {problem ? (
        <div
          role="alert"
          data-testid="create-problem"
          className="rounded-lg border border-rose-500/50 bg-rose-950/40 p-3 text-sm"
        >
          <p className="font-semibold text-rose-100">{problem.title}</p>
          <p className="text-rose-200">{problem.message}</p>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onCreate}
        disabled={!canCreate}
        className="w-full rounded-lg bg-sky-400 px-5 py-3 font-semibold text-slate-950 hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {isCreating ? copy.creating : voiceBuilderMessages.createVoicebot}
      </button>
      {isCreating || progress > 0 ? (
        <div className="space-y-1" data-testid="creation-progress" data-progress={progress}>
          <ProgressBar label={copy.creatingProgress} value={progress} />
          <p className="text-right text-xs text-slate-400">{progress}%</p>
        </div>
      ) : null}
    </div>
  );
}
