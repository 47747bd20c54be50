import { afterEach, describe, expect, it } from 'vitest';
import { prefetchOnIntent } from './prefetch-on-intent.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function hover(selector: string) {
  document
    .querySelector(selector)
    ?.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
}

const hints = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('prefetch on intent', () => {
  it('asks once for a page of this site the visitor points at', () => {
    document.body.innerHTML = '<a id="about" href="/about"><span>About</span></a>';
    stop = prefetchOnIntent(document);
    hover('#about span');
    hover('#about');
    expect(hints()).toEqual(['/about']);
  });

  it('ignores other origins, the current page and anchors on it', () => {
    window.history.replaceState(null, '', '/services');
    document.body.innerHTML = [
      '<a id="other" href="https://example.com/page">Other</a>',
      '<a id="self" href="/services">Self</a>',
      '<a id="anchor" href="#faq">FAQ</a>',
    ].join('');
    stop = prefetchOnIntent(document);
    hover('#other');
    hover('#self');
    hover('#anchor');
    expect(hints()).toEqual([]);
  });
});
