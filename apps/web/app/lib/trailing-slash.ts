import { stripTrailingSlash } from '@phi/contracts/navigation';

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address without trailing slashes, keeping query and hash, or null when nothing changes.
 * spec: site-marketing-careers §2.2, the root path keeps its slash.
 */
export function rewriteTrailingSlash({ pathname, search, hash }: LocationParts): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) {
    return null;
  }
  return `${stripTrailingSlash(pathname)}${search}${hash}`;
}
