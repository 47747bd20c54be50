import { formatRelativeDate } from '@phi/contracts/admin';
import { formatStaffDateTime } from '../../lib/staff-dates.ts';

/** "5 March 2026, 14:03 GMT": in the staff's time zone, named (lib/staff-dates.ts). */
export function formatDateTime(iso: string): string {
  return formatStaffDateTime(iso);
}

/** "Today (5 March 2026, 14:03 UTC)", or `never` when there was none. */
export function formatFetchTime(iso: string | null, never: string, now = new Date()): string {
  return iso === null ? never : `${formatRelativeDate(iso, now)} (${formatDateTime(iso)})`;
}

/** A fetch's duration: milliseconds under a second, else seconds to one decimal. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
