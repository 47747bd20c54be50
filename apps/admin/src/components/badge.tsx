import { cn } from '@phi/ui';

export type BadgeTone = 'sky' | 'amber' | 'violet' | 'emerald' | 'rose' | 'slate';

const tones: Record<BadgeTone, string> = {
  sky: 'border-sky-400/40 bg-sky-400/10 text-sky-200',
  amber: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
  violet: 'border-violet-400/40 bg-violet-400/10 text-violet-200',
  emerald: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
  rose: 'border-rose-400/40 bg-rose-400/10 text-rose-200',
  slate: 'border-slate-500/60 bg-slate-800 text-slate-300',
};

// One colour per value, so a status reads the same on every screen.
const toneByValue: Record<string, BadgeTone> = {
  new: 'sky',
  contacted: 'amber',
  reviewing: 'amber',
  qualified: 'violet',
  interviewing: 'violet',
  converted: 'emerald',
  offered: 'emerald',
  active: 'emerald',
  lost: 'rose',
  rejected: 'rose',
  inactive: 'slate',
  // News sources, their fetches and Featured Research pins.
  error: 'rose',
  success: 'emerald',
  partial: 'amber',
  pinned: 'sky',
  featured: 'violet',
  low: 'slate',
  medium: 'amber',
  high: 'rose',
  spam: 'rose',
};

export function Badge({ value, label }: { value: string; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[toneByValue[value] ?? 'slate'],
      )}
    >
      {label}
    </span>
  );
}
