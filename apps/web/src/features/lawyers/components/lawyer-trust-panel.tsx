import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { formatLongUsDate } from '@batas/shared/dates';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { isVerifiedLawyer } from '../utils/lawyer-display';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * Why the visitor can trust this page: the entry comes from the Supreme Court's Roll of Attorneys (roll number and
 * admission date), and whether and when the profile owner was verified.
 */
export function LawyerTrustPanel({ lawyer }: { lawyer: Lawyer }) {
  const verified = isVerifiedLawyer(lawyer);
  const verifiedOn = formatLongUsDate(lawyer.verifiedAt);
  return (
    <Paper
      component="section"
      aria-labelledby="trust-panel"
      withBorder
      radius="md"
      p="lg"
      bg="var(--mantine-color-gray-0)"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color={verified ? 'teal.9' : 'navy'} aria-hidden>
            <IconShieldCheck size={18} />
          </ThemeIcon>
          <Title order={2} size="h5" id="trust-panel">
            From the Roll of Attorneys
          </Title>
        </Group>
        <Row label="Roll number" value={lawyer.rollNumber || 'Not on record'} />
        <Row label="Admitted to the Bar" value={formatLongUsDate(lawyer.admissionDate) ?? 'Not on record'} />
        <Row
          label="Profile verification"
          value={
            verified
              ? verifiedOn
                ? `Verified on ${verifiedOn}`
                : 'Verified'
              : lawyer.profileStatus === 'claimed'
                ? 'Claimed, verification pending'
                : 'Not yet claimed or verified'
          }
        />
        <Text size="xs" c="dimmed">
          Roll entries come from the Supreme Court of the Philippines. Verified profiles were checked against an
          identity document by our team.
        </Text>
      </Stack>
    </Paper>
  );
}
