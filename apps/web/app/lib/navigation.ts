/** A stable DOM id for a navigation group's panel, e.g. "desktop-nav-services". */
export function navGroupPanelId(prefix: string, label: string): string {
  return `${prefix}-nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Label of the link to a group's own page, e.g. "SERVICES" -> "All Services". */
export function overviewLabel(groupLabel: string): string {
  const lower = groupLabel.toLowerCase();
  return `All ${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled])';

/** Focusable elements inside a container, skipping those inside collapsed (hidden) groups. */
export function listFocusable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.closest('[hidden]') === null,
  );
}
