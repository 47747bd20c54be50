import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app.css';
import { createQueryClient } from '@phi/ui/query-client';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { createAdminRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const queryClient = createQueryClient();
const router = createAdminRouter();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
