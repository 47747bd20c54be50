import { describe, expect, it } from 'vitest';
import { fromDateTimeInputValue, toDateTimeInputValue } from './date-input.ts';

describe('datetime-local values', () => {
  it('round-trips a timestamp to the minute', () => {
    const iso = '2025-03-05T14:30:00.000Z';
    expect(fromDateTimeInputValue(toDateTimeInputValue(iso))).toBe(iso);
  });

  it('keeps blank and unreadable values blank', () => {
    expect(toDateTimeInputValue(null)).toBe('');
    expect(toDateTimeInputValue('nonsense')).toBe('');
    expect(fromDateTimeInputValue('')).toBe('');
  });
});
