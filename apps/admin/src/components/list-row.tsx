import { adminScreensCopy } from '@phi/content';
import { cn } from '@phi/ui';
import type { ReactNode } from 'react';
import { previewNotes } from '../lib/previews.ts';

/** One label and value of a list row's facts (inside a <dl>). */
export function RowDetail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div>
      <dt className="text-slate-400">{label}</dt>
      <dd className={cn('text-slate-200', className)}>{children}</dd>
    </div>
  );
}

// spec: chat-news-admin §2, a row's notes cut to their preview; nothing when there are none
export function RowNotes({ notes }: { notes: string | null }) {
  return notes ? (
    <p className="mt-3 text-sm text-slate-400">
      <span className="text-slate-500">{adminScreensCopy.notes}: </span>
      {previewNotes(notes)}
    </p>
  ) : null;
}
