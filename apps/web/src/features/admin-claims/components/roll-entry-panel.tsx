import { formatLawyerName } from '@batas/shared/names';
import { Paper, Stack, Text } from '@mantine/core';
import type { ProfileClaim } from '@batas/shared/contracts/claims';

const day = (iso: string | null) =>
  iso
    ? new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    : '—';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The roll entry as the Supreme Court's roll has it, beside the selfie and ID it is compared with. */
export function RollEntryPanel({ claim }: { claim: ProfileClaim }) {
  const claimant = formatLawyerName(`${claim.user.firstName} ${claim.user.lastName}`) || claim.user.email;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Roll entry">
      <Text fw={600} size="sm" mb="xs">
        Roll of Attorneys
      </Text>
      <Stack gap="xs" component="dl" m={0}>
        <Line label="Name on the roll" value={claim.lawyer.fullName} />
        <Line label="Roll number" value={claim.lawyer.rollNumber} />
        <Line label="Admitted to the Bar" value={day(claim.lawyer.admissionDate)} />
        <Line label="Address" value={claim.lawyer.address ?? '—'} />
        <Line label="Claimant" value={`${claimant} · ${claim.user.email}`} />
        <Line label="Their evidence" value={claim.verificationDocuments} />
        {claim.additionalInfo && <Line label="Additional information" value={claim.additionalInfo} />}
      </Stack>
    </Paper>
  );
}
