import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAbortableLoad } from './use-abortable-load.ts';

interface Pending {
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: Error): void;
}

function deferredLoads() {
  const calls: Pending[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

describe('useAbortableLoad', () => {
  it('waits while the load is null, then loads and answers its value', async () => {
    const { calls, load } = deferredLoads();
    const { result, rerender } = renderHook(({ fn }) => useAbortableLoad(fn), {
      initialProps: { fn: null as typeof load | null },
    });
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(calls).toHaveLength(0);
    rerender({ fn: load });
    expect(calls).toHaveLength(1);
    act(() => calls[0]?.resolve('figures'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', value: 'figures' }));
  });

  it('reports a failure with its message and loads again on retry', async () => {
    const { calls, load } = deferredLoads();
    const { result } = renderHook(() => useAbortableLoad(load));
    act(() => calls[0]?.reject(new Error('Network down')));
    await waitFor(() =>
      expect(result.current.state).toEqual({ kind: 'error', message: 'Network down' }),
    );
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(calls).toHaveLength(2);
    act(() => calls[1]?.resolve('second'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', value: 'second' }));
  });

  it('aborts the run a newer load replaces and ignores what it answers late', async () => {
    const first = deferredLoads();
    const second = deferredLoads();
    const { result, rerender } = renderHook(({ fn }) => useAbortableLoad(fn), {
      initialProps: { fn: first.load },
    });
    rerender({ fn: second.load });
    expect(first.calls[0]?.signal.aborted).toBe(true);
    act(() => second.calls[0]?.resolve('new'));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'ready', value: 'new' }));
    act(() => first.calls[0]?.resolve('stale'));
    act(() => first.calls[0]?.reject(new Error('aborted')));
    await Promise.resolve();
    expect(result.current.state).toEqual({ kind: 'ready', value: 'new' });
  });
});
