import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rewriteTrailingSlash } from '../lib/trailing-slash.ts';

// spec: site-marketing-careers §2.2, a trailing slash is removed by rewriting the address
// (query and hash kept), without adding a history entry.
export function useTrailingSlashRewrite(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = rewriteTrailingSlash(location);
    if (target) {
      void navigate(target, { replace: true, preventScrollReset: true });
    }
  }, [location, navigate]);
}

// spec: site-marketing-careers §2.2, every path change scrolls to the top. A hash keeps the
// browser's own jump to its anchor.
export function useScrollToTopOnPathChange(): void {
  const { pathname, hash } = useLocation();
  // Only a new path scrolls, not a new hash or query.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
    }
  }, [pathname]);
}
