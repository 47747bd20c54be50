import { formatDisplayDate, formatRelativeDate } from '@phi/contracts/admin';

const pad = (value: number) => String(value).padStart(2, '0');

/** "5 March 2026, 14:03 UTC": in UTC like the other admin dates, so every reader sees one time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDisplayDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "Today (5 March 2026, 14:03 UTC)", or `never` when there was none. */
export function formatFetchTime(iso: string | null, never: string, now = new Date()): string {
  return iso === null ? never : `${formatRelativeDate(iso, now)} (${formatDateTime(iso)})`;
}

/** A fetch's duration: milliseconds under a second, else seconds to one decimal. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
