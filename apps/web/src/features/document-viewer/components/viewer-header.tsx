import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** '← Back to Documents' goes back in history (admin-and-viewer.md section 2); Print prints the document alone. */
export function ViewerHeader() {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" className="no-print">
      <Button variant="subtle" px={0} onClick={() => void navigate(-1)}>
        ← Back to Documents
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
}
