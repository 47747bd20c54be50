import { fatalErrorMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { buttonClassName, NotFoundScreen } from '@phi/ui';
import { Link } from 'react-router';
import { toRouterPath } from '../../lib/admin-paths.ts';

// spec: voice §2 and site-marketing-careers §2.2, the shared not-found screen
export function NotFoundPage() {
  return (
    <NotFoundScreen
      action={
        <Link to={toRouterPath(routePaths.admin)} className={buttonClassName('primary')}>
          {fatalErrorMessages.goHome}
        </Link>
      }
    />
  );
}
