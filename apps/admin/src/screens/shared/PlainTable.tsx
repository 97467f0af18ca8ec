import type { ReactNode } from 'react';

export type PlainColumn<Row> = { id: string; header: string; cell: (row: Row) => ReactNode };

export type PlainTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: string;
};

/**
 * A short list the server answered whole (a member page's sanctions, reports, inquiries): no pages,
 * no sorting, the same look as ServerTable. Wide ones scroll inside their box, not the page.
 */
export function PlainTable<Row>({ label, columns, rows, getRowId, empty }: PlainTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded border border-border bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-raised text-left">
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-3 py-2 text-xs font-semibold whitespace-nowrap text-muted">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowId(row)} className="border-b border-border last:border-b-0 align-top">
                {columns.map((column) => (
                  <td key={column.id} className="px-3 py-2 text-text">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
