import { adminScreensCopy } from '@phi/content';
import type { ReactNode } from 'react';
import { ScrollTable } from '../../components/scroll-table.tsx';

export interface SettingsColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A Settings list (admin users, sessions): the first column heads each row and may carry a note
 * such as "(you)"; the last holds the row's buttons under a heading only screen readers hear.
 */
export function SettingsTable<Row>({
  label,
  name,
  columns,
  rows,
  rowKey,
  actions,
  children,
}: {
  label: string;
  name: { heading: string; cell: (row: Row) => ReactNode; note: (row: Row) => string | null };
  columns: readonly SettingsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  actions: (row: Row) => ReactNode;
  /** Shown under the table (an empty-list note, an action's error). */
  children?: ReactNode;
}) {
  return (
    <ScrollTable label={label} className="mt-4" footer={children}>
      <thead className="text-slate-400">
        <tr>
          {[name.heading, ...columns.map((column) => column.heading)].map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-4">
              {heading}
            </th>
          ))}
          <th scope="col" className="py-2">
            <span className="sr-only">{adminScreensCopy.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const note = name.note(row);
          return (
            <tr key={rowKey(row)} className="border-t border-slate-800 text-slate-200">
              <th scope="row" className="py-2 pr-4 font-medium">
                {name.cell(row)}
                {note ? <span className="ml-2 text-xs text-slate-400">({note})</span> : null}
              </th>
              {columns.map((column) => (
                <td key={column.heading} className={`py-2 pr-4 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="py-2">
                <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
