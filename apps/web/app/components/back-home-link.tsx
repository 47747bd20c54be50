import { fatalErrorMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import { buttonClassName } from '@phi/ui';
import { SiteLink } from './site-link.tsx';

/** The way back from the 404 screen: the same Go Home the fatal-error screen offers. */
export function BackHomeLink() {
  return (
    <SiteLink to={routePaths.home} className={buttonClassName('primary')}>
      {fatalErrorMessages.goHome}
    </SiteLink>
  );
}
