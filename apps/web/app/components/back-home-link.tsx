import { fatalErrorMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { buttonClassName } from '@phi/ui';
import { Link } from 'react-router';

/** The way back from the 404 screen: the same Go Home the fatal-error screen offers. */
export function BackHomeLink() {
  return (
    <Link to={routePaths.home} className={buttonClassName('primary')}>
      {fatalErrorMessages.goHome}
    </Link>
  );
}
