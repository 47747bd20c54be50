import { siteChromeCopy } from '@phi/content';
import { isNavGroup, mainNavigation, type NavGroup, type NavItem } from '@phi/contracts/navigation';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { navGroupPanelId } from '../lib/navigation.ts';
import { NavGroupLinks } from './nav-group-links.tsx';
import { SiteLink } from './site-link.tsx';

// Widened to the item union so a link and a group narrow cleanly.
const navigationItems: readonly NavItem[] = mainNavigation;
const itemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-slate-200 transition-colors hover:bg-slate-800 hover:text-white aria-[current=page]:text-sky-300';

const panelLinkClass =
  'block rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-slate-800 hover:text-white';

// spec: chat-news-admin §2, navigation bar with the SERVICES and COMPANY groups. An island
// (desktop-nav.island.tsx): `pathname` is the page's own, for the current page's link.
export function DesktopNav({ pathname }: { pathname: string }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openGroup) {
      return;
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenGroup(null);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openGroup]);

  return (
    <nav ref={navRef} aria-label={siteChromeCopy.mainNavigation} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navigationItems.map((item, index) =>
          isNavGroup(item) ? (
            <DesktopNavGroup
              key={item.label}
              group={item}
              // Groups near the right edge open leftwards so the panel stays on screen.
              isAlignedRight={index >= navigationItems.length / 2}
              isOpen={openGroup === item.label}
              onToggle={() => setOpenGroup((open) => (open === item.label ? null : item.label))}
              onClose={() => setOpenGroup(null)}
            />
          ) : (
            <li key={item.label}>
              <SiteLink
                to={item.to}
                className={itemClass}
                aria-current={item.to === pathname ? 'page' : undefined}
              >
                {item.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface DesktopNavGroupProps {
  group: NavGroup;
  isAlignedRight: boolean;
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
}

function DesktopNavGroup({
  group,
  isAlignedRight,
  isOpen,
  onToggle,
  onClose,
}: DesktopNavGroupProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = navGroupPanelId('desktop', group.label);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onClose();
    }
  };

  return (
    <li className="relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        className={itemClass}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className={`absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-slate-700 bg-slate-900 p-2 shadow-xl ${isAlignedRight ? 'right-0' : 'left-0'}`}
      >
        <NavGroupLinks group={group} linkClassName={panelLinkClass} onNavigate={onClose} />
      </ul>
    </li>
  );
}
