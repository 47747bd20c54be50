import type { ReactNode } from 'react';
import { EmptyState } from '../../components/query-status.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';

export interface VoiceColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

/** A small read-only table of the Voice page; the first column heads each row. */
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
    <ScrollTable label={label} className="rounded-lg border border-slate-800">
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
    </ScrollTable>
  );
}
