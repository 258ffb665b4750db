import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useGoBack } from '../hooks/use-go-back';

/**
 * '← Back to Documents' goes back in history; Print prints the document alone, so it is offered only where there
 * is a document to print (not on the choice and not-found pages).
 */
export function ViewerHeader({ printable = false }: { printable?: boolean }) {
  const goBack = useGoBack();
  return (
    <Group justify="space-between" className="no-print">
      <Button variant="subtle" px={0} onClick={goBack}>
        ← Back to Documents
      </Button>
      {printable && (
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      )}
    </Group>
  );
}
