import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEvents } from './event-replay.ts';

// Held input and React together: React listens on the island's root from the moment the
// hydration starts, and handles a click that lands before it has finished (it hydrates at once
// to dispatch it). A held click must not reach React then, or its replay would make two.

afterEach(() => {
  document.body.innerHTML = '';
});

function Toggle() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
      Menu
    </button>
  );
}

describe('a click held while React hydrates the island', () => {
  it('reaches the component once, by the replay', async () => {
    document.body.innerHTML = `<div id="island">${renderToString(<Toggle />)}</div>`;
    const root = document.getElementById('island') as HTMLElement;
    const hold = holdEvents(root);
    let committed: () => void = () => {};
    const hydrated = new Promise<void>((resolve) => {
      committed = resolve;
    });
    function Hydrated() {
      useEffect(() => committed(), []);
      return <Toggle />;
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const reactRoot = hydrateRoot(root, <Hydrated />);
    const button = root.querySelector('button') as HTMLButtonElement;
    // Enter on the button while the hydration runs: its click, as the browser makes it.
    button.click();
    await hydrated;
    hold.replay();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    reactRoot.unmount();
  });
});
