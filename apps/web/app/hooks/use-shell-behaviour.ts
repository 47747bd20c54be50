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
