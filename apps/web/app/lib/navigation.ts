/** A stable DOM id for a navigation group's panel, e.g. "desktop-nav-services". */
export function navGroupPanelId(prefix: string, label: string): string {
  return `${prefix}-nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled])';

/** Focusable elements inside a container, skipping those inside collapsed (hidden) groups. */
export function listFocusable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.closest('[hidden]') === null,
  );
}
