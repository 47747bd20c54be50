import { fatalErrorMessages } from '@phi/contracts/messages';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Button, buttonClassName } from './button.tsx';
import { buildErrorReportMailto, describeError } from './error-report.ts';

export interface FatalErrorScreenProps {
  error: unknown;
  errorId: string;
  /** Address that receives Report Error mails (from @phi/content). */
  supportEmail: string;
  /** Try Again: the app resets whatever failed (spec: "Try Again (resets)"). */
  onTryAgain: () => void;
  /** Go Home: the site root unless told otherwise. */
  homeHref?: string;
  className?: string;
}

function readEnvironment(): { url: string; userAgent: string } {
  if (typeof window === 'undefined') {
    return { url: '', userAgent: '' };
  }
  return { url: window.location.href, userAgent: window.navigator.userAgent };
}

// spec: site-marketing-careers §2.2 and voice §2, fatal-error screen
export function FatalErrorScreen({
  error,
  errorId,
  supportEmail,
  onTryAgain,
  homeHref = '/',
  className,
}: FatalErrorScreenProps) {
  const reportHref = useMemo(() => {
    const { message, stack } = describeError(error);
    const { url, userAgent } = readEnvironment();
    return buildErrorReportMailto(supportEmail, {
      errorId,
      message,
      stack,
      url,
      userAgent,
      timestamp: new Date().toISOString(),
    });
  }, [error, errorId, supportEmail]);

  return (
    <section
      role="alert"
      aria-labelledby="fatal-error-title"
      className={clsx(
        'mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center',
        className,
      )}
    >
      <h1 id="fatal-error-title" className="text-3xl font-bold tracking-tight text-white">
        {fatalErrorMessages.title}
      </h1>
      <p className="text-lg text-slate-300">{fatalErrorMessages.body}</p>
      <p className="text-sm text-slate-400">
        {fatalErrorMessages.errorId}:{' '}
        <code className="rounded bg-slate-800 px-2 py-1 font-mono text-slate-100">{errorId}</code>
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>{fatalErrorMessages.tryAgain}</Button>
        <a href={homeHref} className={buttonClassName('secondary')}>
          {fatalErrorMessages.goHome}
        </a>
        <a href={reportHref} className={buttonClassName('ghost')}>
          {fatalErrorMessages.reportError}
        </a>
      </div>
    </section>
  );
}
