import {
  type ApplicationListQuery,
  type ApplicationUpdateInput,
  applicationListResponseSchema,
  applicationUpdateResponseSchema,
} from '@phi/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { adminListFreshness } from '../../lib/list-freshness.ts';
import { toSearchParams } from '../../lib/search-params.ts';

export const applicationsQueryKey = ['admin', 'applications'] as const;

// spec: chat-news-admin §7, GET /api/admin/applications
export function fetchApplications(query: ApplicationListQuery, signal?: AbortSignal) {
  return adminRequest(`/applications?${toSearchParams(query).toString()}`, {
    schema: applicationListResponseSchema,
    signal,
  });
}

export function useApplications(query: ApplicationListQuery) {
  return useQuery({
    queryKey: [...applicationsQueryKey, query],
    queryFn: ({ signal }) => fetchApplications(query, signal),
    placeholderData: keepPreviousData,
    ...adminListFreshness,
  });
}

// spec: chat-news-admin §7, PUT /api/admin/applications/{id}
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ApplicationUpdateInput }) =>
      adminRequest(`/applications/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: update,
        schema: applicationUpdateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
