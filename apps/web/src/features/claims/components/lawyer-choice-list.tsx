import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { ClaimCandidate } from '@batas/shared/contracts/claims';

/** Roll entries to pick from; those another account holds are shown with the reason and cannot be chosen. */
export function LawyerChoiceList({
  lawyers,
  value,
  onChange,
}: {
  lawyers: ClaimCandidate[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label="Select your profile" name="lawyerId">
      <Stack gap="xs" mt="xs">
        {lawyers.map((lawyer) => (
          <Radio.Card
            key={lawyer._id}
            value={lawyer._id}
            disabled={!lawyer.claimable}
            p="sm"
            radius="md"
            withBorder
            aria-label={`${lawyer.fullName}, roll number ${lawyer.rollNumber}`}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator disabled={!lawyer.claimable} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{lawyer.fullName}</Text>
                  {!lawyer.claimable && (
                    <Badge color="gray" size="sm" c="dark">
                      Not available
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  Roll number {lawyer.rollNumber}
                  {lawyer.admissionDate ? ` · admitted ${lawyer.admissionDate.slice(0, 4)}` : ''}
                  {lawyer.address ? ` · ${lawyer.address}` : ''}
                </Text>
                {lawyer.unavailableReason && (
                  <Text size="sm" c="dimmed">
                    {lawyer.unavailableReason}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
