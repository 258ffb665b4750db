import { Alert, List, Text } from '@mantine/core';
import type { ProfileClaim } from '@batas/shared/contracts/claims';

const STANDING: Record<ProfileClaim['competing'][number]['standing'], string> = {
  claim: 'claim under review, with its files',
  registration: 'registered with this roll number, no proof uploaded yet',
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The other accounts that named the same roll entry and wait for a decision, oldest first, so the reviewer compares
 * them before deciding: approving one verifies it, and the others are rejected and let go of the entry.
 */
export function CompetingClaims({ claim }: { claim: ProfileClaim }) {
  if (claim.status !== 'pending' || claim.competing.length === 0) return null;
  const count = claim.competing.length;
  return (
    <Alert
      color="orange"
      c="dark"
      title={`${count} other ${count === 1 ? 'account names' : 'accounts name'} this roll entry`}
    >
      <List size="sm" spacing={4}>
        {claim.competing.map((rival) => (
          <List.Item key={rival.userId}>
            <Text span size="sm" fw={600}>
              {rival.name || rival.email}
            </Text>{' '}
            ({rival.email}), since {day(rival.since)}: {STANDING[rival.standing]}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Approving this claim rejects the others; compare their files before deciding.
      </Text>
    </Alert>
  );
}
