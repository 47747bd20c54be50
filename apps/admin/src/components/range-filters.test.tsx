import { adminScreensCopy } from '@phi/content';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useRangeFilters } from '../lib/use-range-filters.ts';
import { RangeFilters } from './range-filters.tsx';

afterEach(cleanup);

const querySchema = z
  .object({ startDate: z.string(), endDate: z.string(), unit: z.string() })
  .refine((query) => query.startDate <= query.endDate, 'The start must not be after the end.');

function Report({ withUnit }: { withUnit: boolean }) {
  const range = useRangeFilters(
    () => ({ startDate: '2026-11-20', endDate: '2026-11-26', unit: 'day' }),
    querySchema,
  );
  return (
    <>
      <RangeFilters subheading="What the report holds" range={range}>
        {withUnit ? <span>Unit: {range.filters.unit}</span> : null}
      </RangeFilters>
      <output>{range.query ? `${range.query.startDate}..${range.query.endDate}` : 'none'}</output>
    </>
  );
}

function renderReport(path: string, withUnit = false) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Report withUnit={withUnit} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: adminScreensCopy.filters });
}

describe('RangeFilters with useRangeFilters', () => {
  it('shows the subheading and the default period, and sends it as the query', () => {
    const filters = renderReport('/report');
    expect(screen.getByText('What the report holds')).toBeTruthy();
    expect(
      (within(filters).getByLabelText(adminScreensCopy.startDate) as HTMLInputElement).value,
    ).toBe('2026-11-20');
    expect(screen.getByRole('status').textContent).toBe('2026-11-20..2026-11-26');
    expect(filters.className).toContain('sm:grid-cols-2');
  });

  it('takes the period from the address and follows a changed date', () => {
    const filters = renderReport('/report?startDate=2026-11-01');
    expect(screen.getByRole('status').textContent).toBe('2026-11-01..2026-11-26');
    fireEvent.change(within(filters).getByLabelText(adminScreensCopy.endDate), {
      target: { value: '2026-11-10' },
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-01..2026-11-10');
  });

  it('refuses a reversed period: the schema’s message, read out by both dates, and no query', () => {
    const filters = renderReport('/report?startDate=2026-12-01');
    const alert = within(filters).getByRole('alert');
    expect(alert.textContent).toBe('The start must not be after the end.');
    for (const label of [adminScreensCopy.startDate, adminScreensCopy.endDate]) {
      expect(within(filters).getByLabelText(label).getAttribute('aria-describedby')).toBe(alert.id);
    }
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('puts another filter before the dates in a three-column row', () => {
    const filters = renderReport('/report', true);
    expect(filters.className).toContain('sm:grid-cols-3');
    expect(filters.firstElementChild?.textContent).toBe('Unit: day');
  });
});
