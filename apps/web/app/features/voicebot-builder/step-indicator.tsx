import { voicebotBuilderCopy as copy, voicebotBuilderPage } from '@phi/content';
import { builderStepCount, builderSteps } from '@phi/contracts/constants';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import { joinClasses } from '../graphics/join-classes.ts';
import type { BuilderStep } from './builder-steps.ts';

/** spec: voice §2, "Step n of 4" with four dots: Voice, Personality, Documents, Test. */
export function StepIndicator({ step }: { step: BuilderStep }) {
  return (
    <nav aria-label={copy.stepsLabel} className="flex flex-col items-center gap-3">
      <p
        className="text-sm font-semibold text-sky-300"
        aria-live="polite"
        data-testid="builder-step"
      >
        {voiceBuilderMessages.stepOf(step, builderStepCount)}
      </p>
      <ol className="flex items-center gap-4">
        {builderSteps.map((name, index) => {
          const number = index + 1;
          const isCurrent = number === step;
          const isDone = number < step;
          return (
            <li
              key={name}
              className="flex items-center gap-2 text-sm"
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span
                aria-hidden="true"
                data-state={isCurrent ? 'current' : isDone ? 'done' : 'todo'}
                className={joinClasses(
                  'size-3 rounded-full',
                  isCurrent && 'bg-sky-400 ring-4 ring-sky-400/30',
                  isDone && 'bg-emerald-400',
                  !isCurrent && !isDone && 'bg-slate-600',
                )}
              />
              <span className={isCurrent ? 'font-semibold text-white' : 'text-slate-300'}>
                {name}
                {isDone ? <span className="sr-only"> ({copy.stepDone})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-slate-300">{voicebotBuilderPage.highlights[step - 1]?.body}</p>
    </nav>
  );
}
