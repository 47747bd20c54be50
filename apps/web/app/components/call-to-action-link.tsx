import type { CallToAction } from '@phi/content';
import { buttonClassName } from '@phi/ui';
import { SiteLink } from './site-link.tsx';

export function CallToActionLink({ action }: { action: CallToAction }) {
  return (
    <SiteLink to={action.to} className={buttonClassName(action.variant ?? 'primary', 'lg')}>
      {action.label}
    </SiteLink>
  );
}
