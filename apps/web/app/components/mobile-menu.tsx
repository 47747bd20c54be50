import { siteChromeCopy } from '@phi/content';
import { isNavGroup, mainNavigation, type NavGroup, type NavItem } from '@phi/contracts/navigation';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listFocusable, navGroupPanelId } from '../lib/navigation.ts';
import { NavGroupLinks } from './nav-group-links.tsx';
import { SiteLink } from './site-link.tsx';

// Widened to the item union so a link and a group narrow cleanly.
const navigationItems: readonly NavItem[] = mainNavigation;
const menuId = 'mobile-menu';
const itemClass = 'rounded-md px-3 py-3 text-base font-semibold text-slate-100 hover:bg-slate-800';
const linkClass = `block ${itemClass}`;
const groupButtonClass = `flex w-full items-center justify-between text-left ${itemClass}`;

// spec: chat-news-admin §2 and site-marketing-careers §2.1, mobile slide-out menu with
// expandable groups. A modal dialog: focus moves in, Tab stays inside, Escape closes and
// focus returns to the button that opened it. An island (mobile-menu.island.tsx); a link in it
// loads its page, so the menu is closed by the new document.
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setIsOpen(false);
    setExpandedGroup(null);
    if (returnFocus) {
      toggleRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) {
      return;
    }
    listFocusable(panel)[0]?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close({ returnFocus: true });
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const focusable = listFocusable(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, close]);

  const closeAfterNavigation = () => close({ returnFocus: false });

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label={siteChromeCopy.openMenu}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-100 hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div hidden={!isOpen}>
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/70"
          onClick={() => close({ returnFocus: true })}
        />
        <div
          ref={panelRef}
          id={menuId}
          role="dialog"
          aria-modal="true"
          aria-label={siteChromeCopy.menu}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] animate-slide-in-right flex-col motion-reduce:animate-none overflow-y-auto border-l border-slate-700 bg-slate-900 p-4 shadow-2xl"
        >
          <div className="mb-4 flex justify-end">
            <button
              type="button"
              aria-label={siteChromeCopy.closeMenu}
              onClick={() => close({ returnFocus: true })}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-100 hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={siteChromeCopy.mobileNavigation}>
            <ul className="flex flex-col gap-1">
              {navigationItems.map((item) =>
                isNavGroup(item) ? (
                  <MobileNavGroup
                    key={item.label}
                    group={item}
                    isExpanded={expandedGroup === item.label}
                    onToggle={() =>
                      setExpandedGroup((open) => (open === item.label ? null : item.label))
                    }
                    onNavigate={closeAfterNavigation}
                  />
                ) : (
                  <li key={item.label}>
                    <SiteLink to={item.to} className={linkClass} onClick={closeAfterNavigation}>
                      {item.label}
                    </SiteLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

interface MobileNavGroupProps {
  group: NavGroup;
  isExpanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function MobileNavGroup({ group, isExpanded, onToggle, onNavigate }: MobileNavGroupProps) {
  const panelId = navGroupPanelId('mobile', group.label);
  return (
    <li>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={groupButtonClass}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={panelId} hidden={!isExpanded} className="ml-3 border-l border-slate-700 pl-3">
        <NavGroupLinks group={group} linkClassName={linkClass} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}
