import {
  type AdminEmailUpdateInput,
  type AdminTotpDisable,
  adminPasswordResetResponseSchema,
  adminSessionListResponseSchema,
  adminSuccessResponseSchema,
  adminTotpEnrolmentSchema,
  adminTotpRecoveryCodesSchema,
  adminTotpStatusSchema,
  adminUserResponseSchema,
} from '@phi/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

// Ours: Settings' account security over the admin API (docs/architecture.md#security):
// another admin's password reset, e-mails, the second factor and the session list.
const usersQueryKey = ['admin', 'users'] as const;
const totpQueryKey = ['admin', 'me', 'totp'] as const;
const sessionsQueryKey = ['admin', 'me', 'sessions'] as const;

export function useResetAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/users/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
        schema: adminPasswordResetResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useChangeAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminEmailUpdateInput & { id: string }) =>
      adminRequest(`/users/${encodeURIComponent(id)}/email`, {
        method: 'PUT',
        body,
        schema: adminUserResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useTotpStatus() {
  return useQuery({
    queryKey: totpQueryKey,
    queryFn: ({ signal }) => adminRequest('/me/totp', { schema: adminTotpStatusSchema, signal }),
  });
}

export function useStartTotpEnrolment() {
  return useMutation({
    mutationFn: () =>
      adminRequest('/me/totp/enrolment', { method: 'POST', schema: adminTotpEnrolmentSchema }),
  });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      adminRequest('/me/totp/confirm', {
        method: 'POST',
        body: { code },
        schema: adminTotpRecoveryCodesSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpQueryKey }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTotpDisable) =>
      adminRequest('/me/totp/disable', {
        method: 'POST',
        body,
        schema: adminSuccessResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpQueryKey }),
  });
}

export function useAdminSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) =>
      adminRequest('/me/sessions', { schema: adminSessionListResponseSchema, signal }),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/me/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: adminSuccessResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      adminRequest('/me/sessions/sign-out-everywhere', {
        method: 'POST',
        schema: adminSuccessResponseSchema,
      }),
  });
}
