import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; value: T };

/**
 * Runs `load` when it changes (pass a useCallback whose dependencies are what it reads) and
 * again on `retry`, aborting the run before; null waits. An aborted run's failure is not an
 * error: a newer run (or unmounting) replaced it.
 */
export function useAbortableLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null): {
  state: LoadState<T>;
  retry: () => void;
} {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // attempt: a retry loads again.
    void attempt;
    if (load === null) {
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) {
          setState({ kind: 'ready', value });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
