import { notFoundMessages } from '@phi/contracts/messages';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface NotFoundScreenProps {
  /** A way back, rendered under the texts (each app passes its own router link). */
  action?: ReactNode;
  className?: string;
}

// spec: site-marketing-careers §2.2 and voice §2, not-found screen
export function NotFoundScreen({ action, className }: NotFoundScreenProps) {
  return (
    <section
      aria-labelledby="not-found-title"
      className={clsx(
        'mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center',
        className,
      )}
    >
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {notFoundMessages.title}
      </h1>
      <p className="text-lg text-slate-300">{notFoundMessages.hint}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
