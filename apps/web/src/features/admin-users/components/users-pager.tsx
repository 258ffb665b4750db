import { Button, Group, Text } from '@mantine/core';

/** Previous / Next and 'Page X of Y', only when there is more than one page. */
export function UsersPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="User pages" justify="space-between" mt="md">
      <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text aria-live="polite">
        Page {page} of {totalPages}
      </Text>
      <Button variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
