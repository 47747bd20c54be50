/** A call's length as staff read it: "3 min 1 s", "45 s". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const count = new Intl.NumberFormat('en-US');

export const formatUsd = (value: number) => usd.format(value);
export const formatCount = (value: number) => count.format(value);
