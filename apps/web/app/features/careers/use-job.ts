import type { Job } from '@phi/contracts/public';
import { useEffect, useState } from 'react';
import { fetchJob } from './jobs-api.ts';

export type JobState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'found'; job: Job };

export function useJob(jobId: string): JobState {
  const [state, setState] = useState<JobState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchJob(jobId, controller.signal).then(
      (job) => setState(job ? { status: 'found', job } : { status: 'not-found' }),
      () => {
        // Aborted because the id changed or the page closed: the next effect owns the state.
      },
    );
    return () => controller.abort();
  }, [jobId]);
  return state;
}
