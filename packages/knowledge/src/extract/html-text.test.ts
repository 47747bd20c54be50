import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

// The walker's own behaviour is pinned by packages/news/src/html-text.test.ts (the news
// pipeline's stored text); these check what extraction relies on.
describe('htmlToText', () => {
  it('turns blocks into lines and paragraphs, lists into bullets, and drops scripts', () => {
    expect(
      htmlToText('<p>One</p><p>Two<br>lines</p><ul><li>a</li><li>b</li></ul><script>x()</script>'),
    ).toBe('One\n\nTwo\nlines\n\n• a\n• b');
  });

  it('decodes entities and reads only the body of a whole document', () => {
    expect(
      htmlToText('<html><head><title>T</title></head><body>Fish &amp; chips</body></html>'),
    ).toBe('Fish & chips');
  });
});
