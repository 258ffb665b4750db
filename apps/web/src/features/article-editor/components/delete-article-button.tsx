import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteArticle } from '../api/articles';

/** Delete with confirmation; it cannot be undone. */
export function DeleteArticleButton({
  id,
  onDeleted,
  compact,
}: {
  id: string;
  onDeleted?: () => void;
  compact?: boolean;
}) {
  const remove = useDeleteArticle();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'green', message: 'Article deleted successfully' });
        onDeleted?.();
      },
      onError: () => notifications.show({ color: 'red', message: 'Failed to delete article' }),
    });
  return (
    <>
      <Button
        color="red"
        variant="subtle"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Delete article"
        message="Are you sure you want to delete this article? This cannot be undone."
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
