// Number, money, duration and date formats of the dashboard. Dates are shown in UTC, the
// time zone the daily figures are cut in (docs/architecture.md#voicebot-dashboard).

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatInteger = (value: number) => integer.format(value);
export const formatMinutes = (value: number) => decimal.format(value);

/** Dollars with cents, or four decimals below a cent so small costs do not read as $0.00. */
export function formatCost(value: number): string {
  const digits = value !== 0 && value < 0.01 ? 4 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatMs(value: number | null): string {
  if (value === null) {
    return '–';
  }
  return value >= 1000 ? `${decimal.format(value / 1000)} s` : `${integer.format(value)} ms`;
}

/** 95 seconds as "1:35". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dayOnly = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
/** "2026-11-24" as "24 Nov". */
export const formatDay = (date: string) => dayOnly.format(new Date(`${date}T00:00:00Z`));
