import type { ReactNode } from 'react';
import { EmptyState } from '../../components/query-status.tsx';

export interface VoiceColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A small read-only table of the Voice page. It scrolls sideways on a phone, so the region is
 * focusable and named for the keyboard (axe scrollable-region-focusable); the first column
 * heads each row.
 */
export function VoiceTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: readonly VoiceColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) {
    return <EmptyState message={empty} />;
  }
  return (
    <section
      className="overflow-x-auto rounded-lg border border-slate-800"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-900 text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className="px-3 py-2 whitespace-nowrap">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-800 text-slate-200">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.heading} scope="row" className="px-3 py-2 font-medium">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.heading} className="px-3 py-2">
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
