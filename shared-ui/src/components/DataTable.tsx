import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a `DataTable`: its Italian heading and how a row shows in it. */
export interface DataTableColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
}

/**
 * A plain read-only table of rows (no paging, sorting or selection: `ListPage` does those), so
 * that a screen lists its columns instead of writing the table markup again.
 */
export function DataTable<T>({ columns, rows, rowKey }: { columns: DataTableColumn<T>[]; rows: T[]; rowKey: (row: T) => string | number }) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header}>{c.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.render(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
