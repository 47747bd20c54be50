import type { AdminUser } from '@phi/contracts/admin';
import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { saveSession } from './features/auth/session.ts';
import { adminRoutes } from './router.tsx';

export const testAdmin: AdminUser = {
  id: '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  username: 'admin',
  email: 'admin@example.test',
  role: 'admin',
  isActive: true,
};

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch for one test; returns the mock so calls can be inspected. */
export function mockFetch(handler: FetchHandler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface AdminApiAnswers {
  refresh?: () => Response | Promise<Response>;
  me?: () => Response | Promise<Response>;
  logout?: () => Response | Promise<Response>;
  /** Any other admin call; answering undefined falls through to the 404. */
  other?: (url: string, init: RequestInit) => Response | Promise<Response> | undefined;
}

/** A fake admin API answering refresh, /me and logout by URL, then `other`; else a 404. */
export function mockAdminApi(answers: AdminApiAnswers = {}) {
  return mockFetch(async (url, init) => {
    if (url === '/api/admin/refresh') {
      return answers.refresh?.() ?? jsonResponse(200, { accessToken: 'refreshed-access-token' });
    }
    if (url === '/api/admin/me') {
      return answers.me?.() ?? jsonResponse(200, { user: testAdmin });
    }
    if (url === '/api/admin/logout') {
      return answers.logout?.() ?? jsonResponse(200, { success: true });
    }
    const answer = await answers.other?.(url, init);
    return answer ?? jsonResponse(404, { error: 'No such API route.', code: 'ROUTE_NOT_FOUND' });
  });
}

export const unauthorizedBody = { error: 'Authentication is required.', code: 'UNAUTHORIZED' };

/** Signs the test admin in as a completed login would (token in memory, user stored). */
export function startSession() {
  saveSession({ user: testAdmin, accessToken: 'test-access-token' });
}

/** The whole admin app at a router path (paths are below the /admin basename). */
export function renderAdminApp(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, user, ...view };
}
