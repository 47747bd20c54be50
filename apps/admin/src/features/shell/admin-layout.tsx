import { adminCopy } from '@phi/content';
import { adminShellMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toRouterPath } from '../../lib/admin-paths.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { findCurrentSection } from './current-section.ts';

const sidebarId = 'admin-sidebar';

// spec: chat-news-admin §2, admin shell: sidebar layout, header with the section's label and
// description. Rendered only behind RequireAuth.
export function AdminLayout() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const section = findCurrentSection(pathname);

  useEffect(() => {
    if (!isSidebarOpen) {
      return;
    }
    document.getElementById(`${sidebarId}-close`)?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsSidebarOpen(false);
        document.getElementById(`${sidebarId}-toggle`)?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isSidebarOpen]);

  if (state.status !== 'authenticated') {
    return null;
  }

  const handleSignOut = () => {
    signOut();
    void navigate(toRouterPath(routePaths.adminLogin), { replace: true });
  };

  return (
    <div className="flex min-h-dvh">
      {isSidebarOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-950/70 lg:hidden"
          onClick={() => setIsSidebarOpen(false)}
        />
      ) : null}
      <AdminSidebar
        id={sidebarId}
        user={state.user}
        isOpen={isSidebarOpen}
        onClose={() => setIsSidebarOpen(false)}
        onSignOut={handleSignOut}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-16 items-center gap-4 border-b border-slate-800 px-4 py-3 sm:px-6">
          <button
            id={`${sidebarId}-toggle`}
            type="button"
            aria-label={adminCopy.openSidebar}
            aria-expanded={isSidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setIsSidebarOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <div>
            <h1 className="text-xl font-bold text-white">
              {section?.label ?? adminShellMessages.adminPanel}
            </h1>
            {section ? <p className="text-sm text-slate-400">{section.description}</p> : null}
          </div>
        </header>
        <main className="flex-1 px-4 py-8 sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
