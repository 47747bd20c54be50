import { htmlToText } from '@phi/knowledge/html-text';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './article-text.ts';

// The shapes stored text had with html-to-text, which html-text.ts replaced; each expectation
// was produced by html-to-text 9 with the pipeline's options before the switch.
const paragraphs = (html: string) => htmlToPlainText(html, { paragraphs: true });
const nested = (tag: string, depth: number, text: string) =>
  `${`<${tag}>`.repeat(depth)}${text}${`</${tag}>`.repeat(depth)}`;

describe('htmlToText', () => {
  it('turns lists into bulleted and numbered lines, nested lists included', () => {
    expect(
      paragraphs('<ul><li>Plans</li><li>Steps<ul><li>one</li><li>two</li></ul></li></ul>'),
    ).toBe('• Plans\n• Steps\n• one\n• two');
    expect(paragraphs('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>')).toBe('• a\n• b');
    expect(
      paragraphs(
        '<p>Intro</p><ol start="3"><li>third</li><li>fourth</li></ol><ol type="i"><li>a</li><li>b</li></ol>',
      ),
    ).toBe('Intro\n\n3. third\n4. fourth\n\ni. a\nii. b');
    expect(paragraphs('<ol type="A" start="26"><li>z</li><li>aa</li></ol>')).toBe('Z. z\nAA. aa');
  });

  it('keeps list items outside a list inline', () => {
    expect(htmlToPlainText('<li>loose</li><li>items</li> stay inline')).toBe(
      'looseitems stay inline',
    );
  });

  it('breaks lines at blocks, table cells and <br>, and paragraphs at a blank line', () => {
    expect(
      paragraphs('<table><tr><th>Model</th><td>41 %</td></tr><tr><td>Base</td></tr></table>'),
    ).toBe('Model\n\n41 %\n\nBase');
    expect(paragraphs('<p>line<br>break<br><br><br>gap</p><div>a</div><div>b</div>')).toBe(
      'line\nbreak\n\ngap\n\na\nb',
    );
    expect(
      paragraphs(
        '<h2>Why plans?</h2>text<blockquote><p>quoted</p></blockquote><pre>  code\n  block</pre>',
      ),
    ).toBe('Why plans?\n\ntext\n\nquoted\n\ncode block');
    expect(paragraphs('<p>one</p>\n\n<p>two</p>')).toBe('one\n\ntwo');
  });

  it('reads only the body of a whole document', () => {
    expect(
      paragraphs(
        '<html><head><title>Tab</title><style>p{}</style></head><body><p>Body only</p></body></html>',
      ),
    ).toBe('Body only');
  });

  it('leaves out templates, forms, formulas, media and rules', () => {
    expect(
      htmlToPlainText(
        'intro<template><p>t</p></template><select><option>o</option></select><button>b</button><math><mi>x</mi></math><hr>end',
      ),
    ).toBe('introend');
  });

  it('decodes entities, legacy ones without a semicolon too', () => {
    expect(htmlToPlainText('<p>a &amp; b &#x2014; c&nbsp;d &copy 2025</p>')).toBe(
      'a & b — c d © 2025',
    );
  });

  it('decodes a reference at the very end of the input as the parser did', () => {
    expect(htmlToPlainText('Fees &amp; terms &copy')).toBe('Fees & terms ©');
    expect(htmlToPlainText('Price: 5 &euro')).toBe('Price: 5 &euro');
    expect(htmlToPlainText('a &#8212 b')).toBe('a — b');
    // The parser hands the rest after "</ " over as it is.
    expect(htmlToPlainText('<p>x</p></ &amp; y')).toBe('x &amp; y');
  });

  it('leaves out text nested deeper than 64 elements', () => {
    expect(paragraphs(nested('div', 64, 'kept'))).toBe('kept');
    expect(paragraphs(`${nested('div', 65, 'deep')}after`)).toBe('after');
  });

  it('drops a tag cut off by the end of the input', () => {
    expect(htmlToPlainText('<p>cut off <b')).toBe('cut off');
    expect(htmlToPlainText('<ul><li>item</li><br ')).toBe('• item');
  });

  it('converts one document after another without carrying state over', () => {
    expect(htmlToText('<ul><li>open list<script>never closed')).toBe('• open list');
    expect(htmlToText('<p>fresh</p>')).toBe('fresh');
  });
});
