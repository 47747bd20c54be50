// The events a visitor sends to an island between the intent that starts its load and the
// moment it has hydrated: without this, the click or key that showed the intent would be
// lost (a menu button pressed once would need pressing again). They are held here and sent
// again, in order, to the same elements once the island's handlers exist.
//
// A click on a link is left alone: the link works without JavaScript and the browser follows
// it. Other clicks are held with their default action prevented (a submit button would
// otherwise post the form natively) and replayed; a replayed click on a button performs its
// default action as a click always does. Keys keep their default: a key's own default (Enter
// on a button) arrives as a click of its own. A held event goes no further than the island's
// root until its replay (event-replay-react.test.tsx).
//
// Text typed into a field while the island loads is in the field, but a form library may set
// its fields to their defaults when it mounts, and React's change tracking has not seen it:
// each field's last typed value is put back after the hydration and announced as an input
// event, so the island's state holds it, before the held clicks (a submit) are replayed.

const heldTypes = ['click', 'keydown', 'keyup', 'focusin'] as const;

type HeldEvent = { readonly event: Event; readonly target: EventTarget };
type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLInputElement) {
    return target.type !== 'checkbox' && target.type !== 'radio' && target.type !== 'file';
  }
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Puts `value` back into `field` so that React reports it as a change: the assignment through
 * the element clears React's record of the value, the prototype's setter (which React does not
 * watch) writes the value, and the input event makes React compare the two.
 */
function restoreTypedValue(field: TextField, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

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
  const typed = new Map<TextField, string>();
  const noteTyping = (event: Event) => {
    if (isTextField(event.target)) {
      typed.set(event.target, event.target.value);
    }
  };
  const hold = (event: Event) => {
    if (!event.target || (event.type === 'click' && isLinkClick(event))) {
      return;
    }
    if (event.type === 'click') {
      event.preventDefault();
    }
    // Nothing past this listener sees a held event, React least of all: it listens on this
    // root from the start of the hydration and would handle the event itself, and then the
    // replay would deliver it twice (a menu opened and closed again). The replayed copy
    // reaches every listener.
    event.stopImmediatePropagation();
    held.push({ event, target: event.target });
  };
  for (const type of heldTypes) {
    root.addEventListener(type, hold, { capture: true });
  }
  root.addEventListener('input', noteTyping, { capture: true });
  root.addEventListener('change', noteTyping, { capture: true });
  return {
    replay: () => {
      for (const type of heldTypes) {
        root.removeEventListener(type, hold, { capture: true });
      }
      root.removeEventListener('input', noteTyping, { capture: true });
      root.removeEventListener('change', noteTyping, { capture: true });
      for (const [field, value] of typed) {
        restoreTypedValue(field, value);
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
