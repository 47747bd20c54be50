import { type AdminSidebarItem, adminSidebarItems } from '@phi/contracts/navigation';
import { toRouterPath } from '../../lib/admin-paths.ts';

/** The sidebar item whose section holds the current router path, if any. */
export function findCurrentSection(pathname: string): AdminSidebarItem | undefined {
  return adminSidebarItems.find((item) => {
    const path = toRouterPath(item.to);
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}
