// The events a visitor sends to an island between the intent that starts its load and the
// moment it has hydrated: without this, the click or key that showed the intent would be
// lost (a menu button pressed once would need pressing again). They are held here and sent
// again, in order, to the same elements once the island's handlers exist.
//
// A click on a link is left alone: the link works without JavaScript and the browser follows
// it. Other clicks are held with their default action prevented (a submit button would
// otherwise post the form natively) and replayed; a replayed click on a button performs its
// default action as a click always does. Keys are only recorded: a key's own default (Enter on
// a button) arrives as a click of its own.

const heldTypes = ['click', 'keydown', 'keyup', 'focusin'] as const;

type HeldEvent = { readonly event: Event; readonly target: EventTarget };

export interface EventHold {
  /** Stops holding and sends every held event again, in the order they came. */
  readonly replay: () => void;
}

function isLinkClick(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('a[href]') !== null;
}

/** The same event, new: an event object can be dispatched only once. */
function copyOf(event: Event): Event {
  const EventType = event.constructor as new (type: string, init: Event) => Event;
  return new EventType(event.type, event);
}

export function holdEvents(root: HTMLElement): EventHold {
  const held: HeldEvent[] = [];
  const hold = (event: Event) => {
    if (!event.target || (event.type === 'click' && isLinkClick(event))) {
      return;
    }
    if (event.type === 'click') {
      event.preventDefault();
    }
    held.push({ event, target: event.target });
  };
  for (const type of heldTypes) {
    root.addEventListener(type, hold, { capture: true });
  }
  return {
    replay: () => {
      for (const type of heldTypes) {
        root.removeEventListener(type, hold, { capture: true });
      }
      for (const { event, target } of held) {
        // A focus that has since moved on is not news to the island.
        if (event.type === 'focusin' && target !== document.activeElement) {
          continue;
        }
        target.dispatchEvent(copyOf(event));
      }
    },
  };
}
