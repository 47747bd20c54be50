import { newsLimits } from './constants.ts';
import { dateMessages } from './messages/news-chat.ts';

const dayMs = 24 * 60 * 60 * 1000;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function toValidDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day-month-year ("5 March 2025") in UTC, so server and browsers agree. */
export function formatDisplayDate(value: Date | string | number | null | undefined): string {
  const date = toValidDate(value);
  if (!date) {
    return dateMessages.notAvailable;
  }
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

// spec: chat-news-admin §9, relative dates: Today; Yesterday; n days ago under 7 days;
// n weeks ago under 30 days; otherwise the date. Missing dates: "Date not available" (§5).
export function formatRelativeDate(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): string {
  const date = toValidDate(value);
  if (!date) {
    return dateMessages.notAvailable;
  }
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / dayMs));
  if (days === 0) {
    return dateMessages.today;
  }
  if (days === 1) {
    return dateMessages.yesterday;
  }
  if (days < newsLimits.daysPerWeek) {
    return dateMessages.daysAgo(days);
  }
  if (days < newsLimits.relativeWeeksBelowDays) {
    return dateMessages.weeksAgo(Math.floor(days / newsLimits.daysPerWeek));
  }
  return formatDisplayDate(date);
}

// spec: chat-news-admin §9, excerpt cut at 150 characters with an ellipsis
export function truncateExcerpt(
  text: string,
  maxChars: number = newsLimits.excerptMaxChars,
): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) {
    return text;
  }
  return `${chars.slice(0, maxChars).join('').trimEnd()}...`;
}

// spec: chat-news-admin §5, images only from http or https URLs
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    return false;
  }
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const textKeys = ['text', 'name', 'title', 'value', 'label', '#text', '_'] as const;

// spec: chat-news-admin §3, news text fields may arrive as string, number, list or object
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value.trim();
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (Array.isArray(value)) {
    return value
      .map(normalizeText)
      .filter((part) => part !== '')
      .join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of textKeys) {
      if (key in record) {
        const text = normalizeText(record[key]);
        if (text !== '') {
          return text;
        }
      }
    }
    return '';
  }
  return '';
}

/** Tags as a clean list: lists are normalised item by item, text is split on commas. */
export function normalizeTags(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(normalizeText) : normalizeText(value).split(',');
  const tags = items.map((tag) => tag.trim()).filter((tag) => tag !== '');
  return [...new Set(tags)];
}
