import { Button, Divider, Group, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import { UserStatusBadge } from './user-status-badge';
import { capitalize, formatDate, formatExperience, formatLastLogin } from './format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Section 2: name, email, user type, status, registration, last login; for lawyers the profile block. */
export function UserDetailsModal({
  user,
  onClose,
  onReview,
}: {
  user: AdminUserEntry | null;
  onClose: () => void;
  onReview: (user: AdminUserEntry) => void;
}) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="User Details" size="lg" centered>
      {user && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
            <Field label="Name">{user.name}</Field>
            <Field label="Email">{user.email}</Field>
            <Field label="User Type">{capitalize(user.userType)}</Field>
            <Field label="Status">
              <UserStatusBadge user={user} />
            </Field>
            <Field label="Registration Date">{formatDate(user.createdAt)}</Field>
            <Field label="Last Login">{formatLastLogin(user.lastLogin)}</Field>
          </SimpleGrid>
          {user.userType === 'lawyer' && (
            <>
              <Divider my="md" />
              <Title order={3} size="h5" mb="xs">
                Lawyer Profile
              </Title>
              {user.lawyerProfile ? (
                <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
                  <Field label="Bar Number">{user.lawyerProfile.barNumber ?? '—'}</Field>
                  <Field label="Specialization">{user.lawyerProfile.specialization ?? '—'}</Field>
                  <Field label="Experience">{formatExperience(user.lawyerProfile.experience)}</Field>
                  <Field label="Law Firm">{user.lawyerProfile.lawFirm ?? '—'}</Field>
                </SimpleGrid>
              ) : (
                <Text c="dimmed">No roll profile linked yet.</Text>
              )}
            </>
          )}
          {user.pendingClaimId && (
            <Group justify="flex-end" mt="md">
              <Button leftSection={<IconId size={16} aria-hidden />} onClick={() => onReview(user)}>
                Review verification documents
              </Button>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
