import { Button, Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ClaimUpload } from '@batas/shared/contracts/claims';
import { openVerificationFile } from '../api/open-verification-file';
import { useVerificationFile } from '../api/verification-file';

/** One uploaded document in the review dialog: the picture itself, or a button that opens a PDF in a new tab. */
export function VerificationDocument({ label, upload }: { label: string; upload: ClaimUpload | undefined }) {
  const isImage = upload?.mimeType.startsWith('image/');
  const file = useVerificationFile(isImage ? upload?._id : undefined);
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0}>
      <Stack gap="xs">
        <Text fw={600} size="sm" component="figcaption">
          {label}
        </Text>
        {!upload ? (
          <Center h={200} bg="var(--mantine-color-gray-0)">
            <Text size="sm" c="dimmed">
              Not uploaded
            </Text>
          </Center>
        ) : isImage ? (
          file.data ? (
            <Image src={file.data} alt={`${label} uploaded by the claimant`} h={240} fit="contain" radius="sm" />
          ) : (
            <Center h={240}>
              {file.isError ? (
                <Text size="sm" c="red.9">
                  The file could not be loaded.
                </Text>
              ) : (
                <Loader size="sm" role="status" aria-label={`Loading ${label}`} />
              )}
            </Center>
          )
        ) : (
          <Center h={240} bg="var(--mantine-color-gray-0)">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => void openVerificationFile(upload._id)}
            >
              Open {label} (PDF)
            </Button>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
