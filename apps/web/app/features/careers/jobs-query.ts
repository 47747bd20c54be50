import { jobsQuery } from '@phi/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJobs } from './jobs-api.ts';

// spec: site-marketing-careers §7 and §9, GET /api/jobs: retried twice 1 second apart, cached
// for 5 minutes, not refetched on window focus.
export const jobsQueryOptions = queryOptions({
  queryKey: ['/api/jobs'],
  queryFn: ({ signal }) => fetchJobs(signal),
  retry: jobsQuery.retries,
  retryDelay: jobsQuery.retryDelayMs,
  staleTime: jobsQuery.staleTimeMs,
  gcTime: jobsQuery.staleTimeMs,
  refetchOnWindowFocus: false,
});

export function useJobsQuery() {
  return useQuery(jobsQueryOptions);
}
