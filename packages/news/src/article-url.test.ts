import { describe, expect, it } from 'vitest';
import { normalizeArticleUrl } from './article-url.ts';

describe('normalizeArticleUrl', () => {
  it.each([
    ['https://Example.COM/Post', 'https://example.com/Post'],
    ['HTTPS://example.com/a', 'https://example.com/a'],
    ['http://example.com/a', 'https://example.com/a'],
    ['http://example.com:80/a', 'https://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:443/a', 'https://example.com/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com/a#comments', 'https://example.com/a'],
    ['https://example.com/a/', 'https://example.com/a'],
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com//2025//05/a//', 'https://example.com/2025/05/a'],
    [
      'https://example.com/a?utm_source=rss&utm_medium=feed&UTM_Campaign=x',
      'https://example.com/a',
    ],
    [
      'https://example.com/a?fbclid=1&gclid=2&mc_cid=3&mc_eid=4&ref=hn&ref_src=twsrc&igshid=5',
      'https://example.com/a',
    ],
    [
      'https://example.com/a?_hsenc=1&_hsmi=2&mkt_tok=3&yclid=4&spm=5&cmpid=6',
      'https://example.com/a',
    ],
    ['https://example.com/a?b=2&a=1&utm_term=x', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?page=2&id=7', 'https://example.com/a?id=7&page=2'],
    ['https://example.com/a?', 'https://example.com/a'],
    ['https://www.example.com/a', 'https://www.example.com/a'],
    ['https://example.com./a', 'https://example.com/a'],
    ['https://user:secret@example.com/a', 'https://example.com/a'],
    ['https://example.com/caf%c3%a9', 'https://example.com/caf%C3%A9'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    ['https://example.com/a#', 'https://example.com/a'],
    ['https://example.com/a?#top', 'https://example.com/a'],
    ['https://example.com/a#why?not', 'https://example.com/a'],
    ['https://example.com/a?q=caf%c3%a9+au+lait', 'https://example.com/a?q=caf%C3%A9+au+lait'],
    ['https://example.com/2025/05/story', 'https://example.com/2025/05/story'],
    ['https://example.com/a%2fb/', 'https://example.com/a%2Fb'],
    ['http://user@example.com.:80//a//?utm_source=x#c', 'https://example.com/a'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeArticleUrl(input)).toBe(expected);
  });

  it('keeps different hosts apart, www included', () => {
    expect(normalizeArticleUrl('https://www.example.com/a')).not.toBe(
      normalizeArticleUrl('https://example.com/a'),
    );
  });

  it('gives one key for the same story under several spellings', () => {
    const spellings = [
      'https://news.example.com/2025/05/12/story/?utm_source=rss&utm_medium=rss',
      'http://NEWS.Example.com//2025/05/12/story#comments',
      'https://news.example.com:443/2025/05/12/story?fbclid=abc',
    ];
    const keys = new Set(spellings.map(normalizeArticleUrl));
    expect([...keys]).toEqual(['https://news.example.com/2025/05/12/story']);
  });

  it('throws on something that is not a URL', () => {
    expect(() => normalizeArticleUrl('not a url')).toThrow(TypeError);
  });
});
