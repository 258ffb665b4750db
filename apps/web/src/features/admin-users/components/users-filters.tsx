import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UsersQuery } from '../api/get-users';

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

interface UsersFiltersProps {
  search: string;
  status: UsersQuery['status'];
  onSearch: (value: string) => void;
  onStatus: (value: UsersQuery['status']) => void;
}

/** Search by name or email, and the status filter. */
export function UsersFilters({ search, status, onSearch, onStatus }: UsersFiltersProps) {
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label="Search users"
        placeholder="Search by name or email..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => onStatus((value ?? '') as UsersQuery['status'])}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
