import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one row of a table with nothing to list: the message spans every column, so the header still explains it. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
