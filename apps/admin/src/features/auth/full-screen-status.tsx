import { Spinner } from '@phi/ui';
import type { ReactNode } from 'react';

interface FullScreenStatusProps {
  title: string;
  children?: ReactNode;
  isBusy?: boolean;
}

/** The centred message the login page and the guard show while they decide where to go. */
export function FullScreenStatus({ title, children, isBusy = false }: FullScreenStatusProps) {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div role="status" className="flex max-w-md flex-col items-center gap-4 text-center">
        {isBusy ? <Spinner /> : null}
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        {children}
      </div>
    </main>
  );
}
