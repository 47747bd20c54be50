const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as the value of a datetime-local input (the browser's local time). */
export function toDateTimeInputValue(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an ISO timestamp; blank stays blank (cleared). */
export function fromDateTimeInputValue(value: string): string {
  if (value === '') {
    return '';
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
