import type { ProcessStep } from '@phi/content';
import { Reveal } from '../reveal.tsx';

/** Numbered steps of a process, read in order (an ordered list for screen readers too). */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const columns = steps.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4';
  return (
    <ol className={`grid gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.title}
          delayMs={index * 120}
          className="relative rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-sky-400 font-bold text-slate-950"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
          <p className="mt-2 leading-7 text-slate-300">{step.body}</p>
        </Reveal>
      ))}
    </ol>
  );
}
