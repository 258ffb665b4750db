import { Box, Text } from '@mantine/core';
import type { ViewerDocument } from '../api/resolve-document';
import { metadataLines } from '../utils/metadata-lines';

export function DocumentMetadata({ document }: { document: ViewerDocument }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4 }}
    >
      {metadataLines(document).map(({ label, value }) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" fw={600} size="sm">
            {label}:
          </Text>
          <Text component="dd" m={0} size="sm">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
