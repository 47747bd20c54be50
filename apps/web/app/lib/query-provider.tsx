import { createQueryClient } from '@phi/ui/query-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

let browserClient: QueryClient | undefined;

/**
 * React Query for the pages that fetch (careers, the application form, the contact form), kept
 * out of the root so the other marketing routes load without it (150 KB budget:
 * docs/architecture.md#quality-targets). In the browser the providers of one page share one
 * client (each island hydrates as a root of its own); the prerender gives each page its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof document === 'undefined') {
      return createQueryClient();
    }
    browserClient ??= createQueryClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
