import { dateMessages } from '@phi/contracts/messages';

// Staff read dates in their own time zone, the browser's: an interview booked for 09:30 in
// London shows 09:30 there, with the zone named so a colleague elsewhere is not misled.
// `timeZone` is for tests; the screens leave it unset.

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 March 2025" in the staff's time zone; "Date not available" when missing. */
export function formatStaffDate(value: Date | string | null | undefined, timeZone?: string) {
  const date = toDate(value);
  if (!date) {
    return dateMessages.notAvailable;
  }
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** "5 March 2025, 14:03 GMT" in the staff's time zone, the zone named. */
export function formatStaffDateTime(value: Date | string | null | undefined, timeZone?: string) {
  const date = toDate(value);
  if (!date) {
    return dateMessages.notAvailable;
  }
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
  return `${formatStaffDate(date, timeZone)}, ${time}`;
}
