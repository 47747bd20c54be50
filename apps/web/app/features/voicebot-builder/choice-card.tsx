import { voicebotBuilderCopy as copy } from '@phi/content';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinClasses } from '../graphics/join-classes.ts';

export interface ChoiceCardProps {
  readonly name: string;
  readonly badge: string;
  readonly description: string;
  readonly isSelected: boolean;
  readonly onChoose: () => void;
  readonly children?: ReactNode;
}

/** One voice or template: a toggle button (aria-pressed) so the choice is announced. */
export function ChoiceCard({
  name,
  badge,
  description,
  isSelected,
  onChoose,
  children,
}: ChoiceCardProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onChoose}
      className={joinClasses(
        'w-full rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400',
        isSelected
          ? 'border-sky-400 bg-sky-950/60'
          : 'border-slate-700 bg-slate-900/60 hover:border-slate-500',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold text-white">{name}</span>
        {isSelected ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-sky-300">
            <Check aria-hidden="true" className="size-3.5" />
            {copy.selected}
          </span>
        ) : null}
      </span>
      <span className="mt-1 block text-xs font-medium uppercase tracking-wide text-slate-400">
        {badge}
      </span>
      <span className="mt-2 block text-sm text-slate-300">{description}</span>
      {children}
    </button>
  );
}
