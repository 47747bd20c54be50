import {
  adminJobListResponseSchema,
  adminJobResponseSchema,
  deleteResponseSchema,
  type JobForm,
} from '@phi/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { adminListFreshness } from '../../lib/list-freshness.ts';

export const jobsQueryKey = ['admin', 'jobs'] as const;

// spec: chat-news-admin §7, GET /api/admin/jobs (inactive postings included)
export function useJobs() {
  return useQuery({
    queryKey: jobsQueryKey,
    queryFn: ({ signal }) => adminRequest('/jobs', { schema: adminJobListResponseSchema, signal }),
    ...adminListFreshness,
  });
}

// spec: chat-news-admin §4 and §7, POST /api/admin/jobs and PUT /api/admin/jobs/{id}; on
// success the list reloads
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, job }: { id: string | null; job: JobForm & { version?: number } }) =>
      adminRequest(id ? `/jobs/${encodeURIComponent(id)}` : '/jobs', {
        method: id ? 'PUT' : 'POST',
        body: job,
        schema: adminJobResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// spec: chat-news-admin §7, DELETE /api/admin/jobs/{id}
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/jobs/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: deleteResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
