import {
  applicationListResponseSchema,
  contactListResponseSchema,
  dashboardResponseSchema,
} from '@phi/contracts/admin';
import { dashboardActivity } from '@phi/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { buildRecentActivity } from './recent-activity.ts';

// spec: chat-news-admin §7, GET /api/admin/dashboard
export function useDashboardStats() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) =>
      adminRequest('/dashboard', { schema: dashboardResponseSchema, signal }),
  });
}

// spec: chat-news-admin §7 and §9, the newest contacts (limit=5) and applications (limit=3)
// merged into 5 activity items: up to 3 contacts and 2 applications
const recentContactsLimit = 5;
const recentApplicationsLimit = 3;

export function useRecentActivity() {
  return useQuery({
    queryKey: ['admin', 'recent-activity'],
    queryFn: async ({ signal }) => {
      const [contacts, applications] = await Promise.all([
        adminRequest(`/contacts?limit=${recentContactsLimit}`, {
          schema: contactListResponseSchema,
          signal,
        }),
        adminRequest(`/applications?limit=${recentApplicationsLimit}`, {
          schema: applicationListResponseSchema,
          signal,
        }),
      ]);
      return buildRecentActivity(contacts.contacts, applications.applications).slice(
        0,
        dashboardActivity.total,
      );
    },
  });
}
