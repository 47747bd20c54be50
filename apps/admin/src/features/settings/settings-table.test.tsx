import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsTable } from './settings-table.tsx';

afterEach(cleanup);

const rows = [
  { id: 'a', name: 'Ada', city: 'London', isSelf: true },
  { id: 'b', name: 'Grace', city: 'New York', isSelf: false },
];

function renderTable() {
  render(
    <SettingsTable
      label="People"
      name={{
        heading: 'Name',
        cell: (row) => row.name,
        note: (row) => (row.isSelf ? 'you' : null),
      }}
      columns={[{ heading: 'City', cell: (row) => row.city, className: 'break-all' }]}
      rows={rows}
      rowKey={(row) => row.id}
      actions={(row) => (row.isSelf ? null : <button type="button">Remove {row.name}</button>)}
    >
      <p>Under the table</p>
    </SettingsTable>,
  );
}

describe('SettingsTable', () => {
  it('is a focusable named region whose rows are headed by their name and its note', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'People' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const headings = within(region)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Name', 'City', 'Actions']);
    expect(
      within(region)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada(you)', 'Grace']);
    expect(within(region).getByRole('cell', { name: 'New York' }).className).toContain('break-all');
    expect(within(region).getByText('Under the table')).toBeTruthy();
  });

  it('puts each row’s actions in its last cell', () => {
    renderTable();
    const graceRow = screen.getByRole('rowheader', { name: 'Grace' }).closest('tr');
    expect(graceRow).not.toBeNull();
    const cells = within(graceRow as HTMLElement).getAllByRole('cell');
    expect(within(cells.at(-1) as HTMLElement).getByRole('button').textContent).toBe(
      'Remove Grace',
    );
    const adaRow = screen.getByRole('rowheader', { name: /^Ada/ }).closest('tr');
    expect(within(adaRow as HTMLElement).queryByRole('button')).toBeNull();
  });
});
