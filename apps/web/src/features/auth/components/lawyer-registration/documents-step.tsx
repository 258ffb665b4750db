import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconId, IconUserCircle } from '@tabler/icons-react';
import { VERIFICATION_ACCEPT } from '@batas/shared/schemas/uploads';
import { useState } from 'react';
import { useUploadVerification } from '../../api/upload-verification';
import { uploadError, verificationErrors } from '../../utils/validate-upload';

export const UNDER_REVIEW_MESSAGE =
  'Your documents have been submitted and your account is under review. We will let you know once an administrator has verified your identity.';

/**
 * Step 3: a selfie (images only) and an ID document (image or PDF), at most 5 MB each, both required. Without
 * onSkip (the dashboard, where there is nothing to skip to) there is no 'Skip for Now'.
 */
export function DocumentsStep({ onSkip, onDone }: { onSkip?: () => void; onDone: () => void }) {
  const upload = useUploadVerification();
  const [files, setFiles] = useState<{ selfie: File | null; idDocument: File | null }>({
    selfie: null,
    idDocument: null,
  });
  const [errors, setErrors] = useState<{ selfie?: string; idDocument?: string; form?: string }>({});
  const [submitted, setSubmitted] = useState(false);

  const choose = (field: 'selfie' | 'idDocument') => (file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setErrors((current) => ({
      ...current,
      form: undefined,
      [field]: uploadError(file, { imagesOnly: field === 'selfie' }) ?? undefined,
    }));
  };

  const submit = () => {
    const problems = verificationErrors(files);
    if (problems) return setErrors(problems);
    upload.mutate(
      { selfie: files.selfie!, idDocument: files.idDocument! },
      {
        onSuccess: () => setSubmitted(true),
        onError: () => notifications.show({ color: 'red', message: 'Failed to upload documents. Please try again.' }),
      },
    );
  };

  if (submitted) {
    return (
      <Stack>
        <Alert color="blue" title="Under review">
          {UNDER_REVIEW_MESSAGE}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onDone}>Go to dashboard</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text c="dimmed">
        Upload a clear selfie and a photo or scan of a government or IBP ID, so an administrator can confirm who you
        are. JPG, PNG or PDF, at most 5 MB each.
      </Text>
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <FileInput
        label="Selfie"
        placeholder="Choose a photo"
        accept={VERIFICATION_ACCEPT.selfie}
        leftSection={<IconUserCircle size={18} aria-hidden />}
        value={files.selfie}
        onChange={choose('selfie')}
        error={errors.selfie}
        clearable
      />
      <FileInput
        label="ID document"
        placeholder="Choose an image or PDF"
        accept={VERIFICATION_ACCEPT.idDocument}
        leftSection={<IconId size={18} aria-hidden />}
        value={files.idDocument}
        onChange={choose('idDocument')}
        error={errors.idDocument}
        clearable
      />
      <Group justify={onSkip ? 'space-between' : 'flex-end'}>
        {onSkip && (
          <Button variant="subtle" onClick={onSkip}>
            Skip for Now
          </Button>
        )}
        <Button onClick={submit} loading={upload.isPending}>
          Upload documents
        </Button>
      </Group>
    </Stack>
  );
}
