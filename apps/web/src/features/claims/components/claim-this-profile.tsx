import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * On a profile nobody owns yet: the lawyer it describes can claim it. The claim screen asks a signed-out visitor to
 * sign in first and brings them back with this entry chosen. A profile a verified account owns (`claimed`, the same
 * truth its "Claimed" badge shows) offers nothing: the server would refuse the claim.
 */
export function ClaimThisProfile({ lawyer }: { lawyer: { _id: string; claimed: boolean } }) {
  if (lawyer.claimed) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="claim-this-profile">
      <Stack gap="sm">
        <Text fw={600} id="claim-this-profile">
          Is this you?
        </Text>
        <Text size="sm">Claim this profile to verify it, keep it up to date and publish articles under your name.</Text>
        <Button
          component={Link}
          to={paths.claimProfile.getHref(lawyer._id)}
          leftSection={<IconUserCheck size={16} aria-hidden />}
        >
          Claim this profile
        </Button>
      </Stack>
    </Paper>
  );
}
