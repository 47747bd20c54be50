/**
 * The events that show a visitor's intent towards a part of the page, before a click or a key:
 * the pointer over it, focus in it, a touch. Islands start on them (hydrate-islands.ts) and
 * links prefetch on them (prefetch-on-intent.ts).
 */
export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
