import { routePaths } from '@phi/contracts/navigation';

// The router runs with basename "/admin", while the contracts name full paths such as
// "/admin/dashboard"; this turns one into the other.
export const adminBasename = routePaths.admin;

export function toRouterPath(fullPath: string): string {
  if (fullPath === adminBasename) {
    return '/';
  }
  return fullPath.startsWith(`${adminBasename}/`) ? fullPath.slice(adminBasename.length) : fullPath;
}
