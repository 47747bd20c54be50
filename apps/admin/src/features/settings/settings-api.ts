import {
  type AdminUserCreate,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  type OwnPasswordChange,
  ownPasswordChangeResponseSchema,
} from '@phi/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

// Ours: Settings (docs/architecture.md#departures, 5), over the admin API's /users and
// /me/password.
const usersQueryKey = ['admin', 'users'] as const;

export function useAdminUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) =>
      adminRequest('/users', { schema: adminUserListResponseSchema, signal }),
  });
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUserCreate) =>
      adminRequest('/users', { method: 'POST', body: user, schema: adminUserResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSetAdminUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      adminRequest(`/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { isActive },
        schema: adminUserResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (change: OwnPasswordChange) =>
      adminRequest('/me/password', {
        method: 'PUT',
        body: change,
        schema: ownPasswordChangeResponseSchema,
      }),
  });
}
