import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useGoBack } from '../hooks/use-go-back';

/** '← Back to Documents' goes back in history (admin-and-viewer.md section 2); Print prints the document alone. */
export function ViewerHeader() {
  const goBack = useGoBack();
  return (
    <Group justify="space-between" className="no-print">
      <Button variant="subtle" px={0} onClick={goBack}>
        ← Back to Documents
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
}
