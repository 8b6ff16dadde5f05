import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { DATA_TABLE_MAX_HEIGHT } from '../lib/constants';

export type ScrollTableProps = {
  /** The column headings, in order. */
  headers: ReadonlyArray<string>;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
};

/** A striped data table that scrolls inside its panel (headings stay put) once it is taller than the limit. */
export function ScrollTable({ headers, minWidth, children }: ScrollTableProps) {
  return (
    <ScrollArea.Autosize mah={DATA_TABLE_MAX_HEIGHT} type="auto">
      <Table striped stickyHeader miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
