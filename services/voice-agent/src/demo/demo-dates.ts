// Calendar helpers of the demo assistants. Their clocks are UTC: a hotel night range runs from
// 00:00 UTC of the arrival date to 00:00 UTC of the departure date, and the demo clinic's hours
// are UTC (docs/architecture.md#voice-agent).

const dayMs = 24 * 60 * 60 * 1000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** 00:00 UTC of a YYYY-MM-DD date, or null when it is not a real calendar date. */
export function parseCalendarDate(value: string): Date | null {
  if (!datePattern.test(value)) {
    return null;
  }
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / dayMs) * dayMs);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / dayMs);
}
