import type { CallToAction } from '@phi/content';
import { buttonClassName } from '@phi/ui';
import { SiteLink } from './site-link.tsx';

export interface CallToActionLinkProps {
  action: CallToAction;
  /** Added for screen readers when the same label repeats on a page, e.g. "Contact Us: Voice Platform". */
  context?: string;
}

export function CallToActionLink({ action, context }: CallToActionLinkProps) {
  return (
    <SiteLink to={action.to} className={buttonClassName(action.variant ?? 'primary', 'lg')}>
      {action.label}
      {context ? <span className="sr-only">: {context}</span> : null}
    </SiteLink>
  );
}
