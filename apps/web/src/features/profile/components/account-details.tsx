import { formatLawyerName } from '@batas/shared/names';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccountUser } from '../api/account';

const ROLE_LABELS: Record<string, string> = {
  basic: 'Client',
  lawyer: 'Lawyer',
  employee: 'Employee',
  admin: 'Administrator',
  super_admin: 'Super administrator',
  moderator: 'Moderator',
  content_manager: 'Content manager',
};

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** /profile: who the account belongs to. */
export function AccountDetails({ user }: { user: AccountUser }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Your details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field
            label="Name"
            value={formatLawyerName([user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '))}
          />
          <Field label="Email" value={user.email} />
          <Field label="Phone" value={user.phone} />
          <Field label="Account type" value={ROLE_LABELS[user.role ?? ''] ?? user.role} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
