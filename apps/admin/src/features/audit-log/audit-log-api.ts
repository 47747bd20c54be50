import { adminUserListResponseSchema, auditLogResponseSchema } from '@phi/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { adminListFreshness } from '../../lib/list-freshness.ts';
import { toSearchParams } from '../../lib/search-params.ts';

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

// Ours: GET /api/admin/audit-log (docs/architecture.md#audit-log)
export type AuditLogRequest = {
  entityType?: string | undefined;
  person?: string | undefined;
  /** The nextCursor of the page before (none: the newest page). */
  after?: string | undefined;
};

export function useAuditLog(query: AuditLogRequest) {
  return useQuery({
    queryKey: [...auditLogQueryKey, query],
    queryFn: ({ signal }) =>
      adminRequest(`/audit-log?${toSearchParams(query).toString()}`, {
        schema: auditLogResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...adminListFreshness,
  });
}

/** The admin accounts, for the person filter (GET /api/admin/users, as Settings lists them). */
export function useAuditPeople() {
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) =>
      adminRequest('/users', { schema: adminUserListResponseSchema, signal }),
  });
}
