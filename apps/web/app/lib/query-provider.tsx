import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * React Query for the islands that fetch (the careers list, the contact form, the news lists),
 * kept out of the page entry so the pages load without it (docs/architecture.md#islands). Each
 * provider has its own client: a page holds one such island, and every page is a document load
 * of its own, so a client shared between providers would keep nothing longer.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
