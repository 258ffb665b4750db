import { Text } from '@mantine/core';

/**
 * Said once beside the count of the fixed sample content (firms, jobs: docs/product.md), so that nobody takes an
 * illustration for a real firm or a real opening; each card also carries a "Sample listing" badge. One line, under
 * the count, so the listings stay near the top of a phone screen.
 */
export function SampleListingsNote({ noun }: { noun: 'firms' | 'jobs' }) {
  return (
    <Text size="sm">
      <strong>Sample listings:</strong> these {noun} show how listings will look; they are not real {noun}, and none has
      been reviewed.
    </Text>
  );
}
