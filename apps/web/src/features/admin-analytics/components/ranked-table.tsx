import { Anchor, Table, Text, Title } from '@mantine/core';

export interface RankedRow {
  key: string;
  label: string;
  href: string;
  /** The figures after the label, in the order of `columns`. */
  values: number[];
}

interface RankedTableProps {
  title: string;
  /** The label column's heading, then one per figure. */
  columns: [string, ...string[]];
  rows: RankedRow[];
  empty: string;
}

/** A top-ten list under a chart: each entry links to where it can be looked at (the search, the document). */
export function RankedTable({ title, columns, rows, empty }: RankedTableProps) {
  const [labelColumn, ...valueColumns] = columns;
  return (
    <div>
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table striped verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labelColumn}</Table.Th>
                {valueColumns.map((column) => (
                  <Table.Th key={column} ta="right">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor href={row.href} size="sm">
                      {row.label}
                    </Anchor>
                  </Table.Td>
                  {row.values.map((value, index) => (
                    <Table.Td key={valueColumns[index]} ta="right">
                      {value.toLocaleString('en-US')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
