import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatRelativeDate,
  isHttpUrl,
  normalizeTags,
  normalizeText,
  truncateExcerpt,
} from './news-format.ts';

const now = new Date('2025-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('formatRelativeDate (spec: chat-news-admin §9)', () => {
  it('reads Today, Yesterday, days and weeks', () => {
    expect(formatRelativeDate(daysBefore(0), now)).toBe('Today');
    expect(formatRelativeDate(daysBefore(1), now)).toBe('Yesterday');
    expect(formatRelativeDate(daysBefore(2), now)).toBe('2 days ago');
    expect(formatRelativeDate(daysBefore(6), now)).toBe('6 days ago');
    expect(formatRelativeDate(daysBefore(7), now)).toBe('1 week ago');
    expect(formatRelativeDate(daysBefore(14), now)).toBe('2 weeks ago');
    expect(formatRelativeDate(daysBefore(29), now)).toBe('4 weeks ago');
  });

  it('falls back to a day-month-year date from 30 days on', () => {
    expect(formatRelativeDate(daysBefore(30), now)).toBe('31 May 2025');
    expect(formatRelativeDate('2024-01-05T08:00:00Z', now)).toBe('5 January 2024');
  });

  it('treats a future date as today and a missing or broken one as unavailable', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 3_600_000), now)).toBe('Today');
    expect(formatRelativeDate(null, now)).toBe('Date not available');
    expect(formatRelativeDate('', now)).toBe('Date not available');
    expect(formatRelativeDate('not a date', now)).toBe('Date not available');
    expect(formatDisplayDate(undefined)).toBe('Date not available');
  });
});

describe('truncateExcerpt (spec: chat-news-admin §9)', () => {
  it('keeps text up to 150 characters', () => {
    const text = 'x'.repeat(150);
    expect(truncateExcerpt(text)).toBe(text);
  });

  it('cuts longer text at 150 characters with an ellipsis', () => {
    const cut = truncateExcerpt('y'.repeat(151));
    expect(cut).toBe(`${'y'.repeat(150)}...`);
  });

  it('does not split surrogate pairs', () => {
    const cut = truncateExcerpt('😀'.repeat(151));
    expect(cut).toBe(`${'😀'.repeat(150)}...`);
  });
});

describe('isHttpUrl (spec: chat-news-admin §5)', () => {
  it('accepts http and https only', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isHttpUrl('http://example.com/a.png')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpUrl('//example.com/a.png')).toBe(false);
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
  });
});

describe('normalizeText (spec: chat-news-admin §3)', () => {
  it('turns strings, numbers, lists and objects into text', () => {
    expect(normalizeText('  Title ')).toBe('Title');
    expect(normalizeText(5)).toBe('5');
    expect(normalizeText(['Ada', 'Alan', '', null])).toBe('Ada, Alan');
    expect(normalizeText({ name: 'Reuters' })).toBe('Reuters');
    expect(normalizeText({ '#text': 'CDATA text' })).toBe('CDATA text');
    expect(normalizeText([{ name: 'A' }, { name: 'B' }])).toBe('A, B');
    expect(normalizeText({ unrelated: 1 })).toBe('');
    expect(normalizeText(undefined)).toBe('');
  });

  it('turns tags into a unique, clean list', () => {
    expect(normalizeTags(['AI', ' ML ', '', 'AI'])).toEqual(['AI', 'ML']);
    expect(normalizeTags('AI, DL,, Research')).toEqual(['AI', 'DL', 'Research']);
    expect(normalizeTags([{ name: 'Vision' }, 3])).toEqual(['Vision', '3']);
    expect(normalizeTags(null)).toEqual([]);
  });
});
