import {
  type ContactListQuery,
  type ContactUpdateInput,
  contactListResponseSchema,
  contactUpdateResponseSchema,
} from '@phi/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { adminListFreshness } from '../../lib/list-freshness.ts';
import { toSearchParams } from '../../lib/search-params.ts';

export const contactsQueryKey = ['admin', 'contacts'] as const;

// spec: chat-news-admin §7, GET /api/admin/contacts
export function fetchContacts(query: ContactListQuery, signal?: AbortSignal) {
  return adminRequest(`/contacts?${toSearchParams(query).toString()}`, {
    schema: contactListResponseSchema,
    signal,
  });
}

export function useContacts(query: ContactListQuery) {
  return useQuery({
    queryKey: [...contactsQueryKey, query],
    queryFn: ({ signal }) => fetchContacts(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...adminListFreshness,
  });
}

// spec: chat-news-admin §7, PUT /api/admin/contacts/{id}
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ContactUpdateInput }) =>
      adminRequest(`/contacts/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: update,
        schema: contactUpdateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// Ours: a suspected spam contact joins the list (docs/architecture.md#departures)
export function useMarkContactNotSpam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/contacts/${encodeURIComponent(id)}/not-spam`, {
        method: 'POST',
        schema: contactUpdateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
