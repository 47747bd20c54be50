import { adminCopy, company } from '@phi/content';
import type { AdminUser } from '@phi/contracts/admin';
import { adminDashboardMessages } from '@phi/contracts/messages';
import { adminSidebarItems } from '@phi/contracts/navigation';
import { Button } from '@phi/ui';
import { LogOut, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { toRouterPath } from '../../lib/admin-paths.ts';

interface AdminSidebarProps {
  id: string;
  user: AdminUser;
  isOpen: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

// spec: chat-news-admin §2, sidebar items, user block and sign-out; collapsible below lg
export function AdminSidebar({ id, user, isOpen, onClose, onSignOut }: AdminSidebarProps) {
  return (
    <aside
      id={id}
      aria-label={adminCopy.sidebar}
      className={`fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-800 bg-slate-900 transition-[translate,visibility] motion-reduce:transition-none lg:visible lg:static lg:translate-x-0 ${isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full'}`}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-800 px-5">
        <p className="font-bold text-white">
          {company.name} <span className="text-sky-300">{adminCopy.brandSuffix}</span>
        </p>
        <button
          id={`${id}-close`}
          type="button"
          aria-label={adminCopy.closeSidebar}
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={adminCopy.sidebarSections} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {adminSidebarItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={toRouterPath(item.to)}
                onClick={onClose}
                className="block rounded-lg px-3 py-2 text-slate-300 hover:bg-slate-800 hover:text-white aria-[current=page]:bg-sky-400/10 aria-[current=page]:text-sky-200"
              >
                <span className="block font-semibold">{item.label}</span>
                <span className="block text-sm text-slate-400">{item.description}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-800 p-4">
        <p className="truncate font-semibold text-white">{user.username}</p>
        <p className="truncate text-sm text-slate-400">{user.email}</p>
        <Button variant="secondary" size="sm" className="mt-4 w-full" onClick={onSignOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {adminDashboardMessages.signOut}
        </Button>
      </div>
    </aside>
  );
}
