import { Center, Loader, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUsers, type UsersQuery } from '../api/get-users';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import { useUserAction } from '../api/user-actions';
import { UserDetailsModal } from './user-details-modal';
import { UsersFilters } from './users-filters';
import { UsersPager } from './users-pager';
import { UsersTable } from './users-table';

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

/** User Management: filters, the table with its row menu, details, delete confirmation, pages. */
export function UserManagement() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UsersQuery['status']>('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ page, search: debouncedSearch, status });
  const action = useUserAction();
  const [viewing, setViewing] = useState<AdminUserEntry | null>(null);
  const [deleting, setDeleting] = useState<AdminUserEntry | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    action.mutate({ id: deleting._id, action: 'delete' }, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack>
      <UsersFilters
        search={search}
        status={status}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <Paper withBorder radius="md" p={0} pos="relative">
        {users.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading users" />
          </Center>
        ) : (
          <UsersTable
            users={users.data?.users ?? []}
            onView={setViewing}
            onAction={(user, kind) => action.mutate({ id: user._id, action: kind })}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      <UsersPager page={page} totalPages={users.data?.totalPages ?? 0} onChange={setPage} />
      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete User"
        message={DELETE_USER_CONFIRM}
        confirmLabel="Delete"
        loading={action.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
