import { Avatar, FileButton, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UPLOAD_MESSAGES, UPLOAD_MAX_BYTES } from '@batas/shared/schemas/uploads';
import { useState } from 'react';
import { serverMessage } from '@/lib/form-errors';
import { useUploadProfilePicture } from '../../api/lawyer-profile';

/** Profile picture: JPG or PNG up to 5 MB; the server re-checks, crops and resizes it. */
export function ProfilePictureUpload({ lawyerId, image }: { lawyerId: string; image: string | null }) {
  const upload = useUploadProfilePicture(lawyerId);
  const [current, setCurrent] = useState(image);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type))
      return notifications.show({ color: 'red', message: UPLOAD_MESSAGES.invalidImage });
    if (file.size > UPLOAD_MAX_BYTES) return notifications.show({ color: 'red', message: UPLOAD_MESSAGES.tooLarge });
    upload.mutate(file, {
      onSuccess: (url) => {
        setCurrent(url);
        notifications.show({ color: 'green', message: 'Profile picture updated' });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: serverMessage(error, 'Failed to upload the picture') }),
    });
  };

  return (
    <Stack align="center" gap="xs">
      <Avatar src={current} size={96} radius="xl" alt="Profile picture" />
      <FileButton onChange={choose} accept="image/jpeg,image/png">
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={upload.isPending}>
            Change picture
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        JPG or PNG, up to 5 MB
      </Text>
    </Stack>
  );
}
