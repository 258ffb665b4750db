import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies the document as a brief cites it; says so in place (and to screen readers) for two seconds. */
export function CopyCitationButton({ citeAs }: { citeAs: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
      onClick={() => clipboard.copy(citeAs)}
      title={citeAs}
      aria-live="polite"
    >
      {clipboard.copied ? 'Citation copied' : 'Copy citation'}
    </Button>
  );
}
