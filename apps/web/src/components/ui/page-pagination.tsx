import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { paginationWindow } from '@/utils/pagination-window';

interface PagePaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is being paged, for the landmark's name ('Documents pages'). */
  label: string;
}

/** A pager following the window rule; renders nothing for a single page (nothing to choose). */
export function PagePagination({ page, totalPages, onChange, label }: PagePaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  return (
    <Group component="nav" aria-label={label} justify="center" gap={6} mt="xl" wrap="wrap">
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <Text key={`gap-${index}`} component="span" aria-hidden px={4}>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-md"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="default"
        size="compact-md"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
