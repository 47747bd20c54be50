import { afterEach, describe, expect, it } from 'vitest';
import { holdEvents } from './event-replay.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function island(): HTMLElement {
  document.body.innerHTML =
    '<div id="island"><a href="#target">Link</a><button type="submit">Send</button><input aria-label="Name"/></div>';
  return document.getElementById('island') as HTMLElement;
}

describe('holding the input that arrives while an island loads', () => {
  it('lets a link click through and holds a button click with its default prevented', () => {
    const root = island();
    holdEvents(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(link);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')?.dispatchEvent(press);
    expect(link.defaultPrevented).toBe(false);
    expect(press.defaultPrevented).toBe(true);
  });

  it('replays keys and clicks in order, to their elements, and then holds no more', () => {
    const root = island();
    const hold = holdEvents(root);
    const button = root.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const seen: string[] = [];
    root.addEventListener('keydown', (event) => seen.push(`keydown ${event.key}`));
    root.addEventListener('click', (event) =>
      seen.push(`click ${(event.target as Element).tagName} ${event.defaultPrevented}`),
    );
    hold.replay();
    expect(seen).toEqual(['keydown Enter', 'click BUTTON false']);
    button.click();
    expect(seen).toHaveLength(3);
  });

  it('replays a focus only while the element still has it', () => {
    const root = island();
    const hold = holdEvents(root);
    const input = root.querySelector('input') as HTMLInputElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    input.focus();
    button.focus();
    const focused: string[] = [];
    root.addEventListener('focusin', (event) => focused.push((event.target as Element).tagName));
    hold.replay();
    expect(focused).toEqual(['BUTTON']);
  });
});

describe('text typed while an island loads', () => {
  it('is put back if the mount cleared it, and announced as input before the held clicks', () => {
    const root = island();
    const hold = holdEvents(root);
    const input = root.querySelector('input') as HTMLInputElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    input.value = 'Ada Lovelace';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A form library setting its default when it mounts.
    input.value = '';
    const seen: string[] = [];
    root.addEventListener('input', () => seen.push(`input ${input.value}`));
    root.addEventListener('click', () => seen.push(`click with ${input.value}`));
    hold.replay();
    expect(input.value).toBe('Ada Lovelace');
    expect(seen).toEqual(['input Ada Lovelace', 'click with Ada Lovelace']);
  });
});
