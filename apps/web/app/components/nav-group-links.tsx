import { formatNavGroupOverview } from '@phi/content';
import type { NavGroup } from '@phi/contracts/navigation';
import { SiteLink } from './site-link.tsx';

/** The entries of a navigation group: its overview page (when it has one), then its children. */
export function NavGroupLinks({
  group,
  linkClassName,
  onNavigate,
}: {
  group: NavGroup;
  linkClassName: string;
  onNavigate: () => void;
}) {
  return (
    <>
      {group.to ? (
        <li>
          <SiteLink to={group.to} className={linkClassName} onClick={onNavigate}>
            {formatNavGroupOverview(group.label)}
          </SiteLink>
        </li>
      ) : null}
      {group.children.map((child) => (
        <li key={child.to}>
          <SiteLink to={child.to} className={linkClassName} onClick={onNavigate}>
            {child.label}
          </SiteLink>
        </li>
      ))}
    </>
  );
}
