import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/** Search results to pick from; profiles another account already owns are shown but cannot be chosen. */
export function LawyerChoiceList({
  lawyers,
  value,
  onChange,
}: {
  lawyers: Lawyer[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label="Select your profile" name="lawyerId">
      <Stack gap="xs" mt="xs">
        {lawyers.map((lawyer) => {
          const claimed = lawyer.profileStatus === 'claimed';
          return (
            <Radio.Card
              key={lawyer._id}
              value={lawyer._id}
              disabled={claimed}
              p="sm"
              radius="md"
              withBorder
              aria-label={`${lawyer.fullName}, roll number ${lawyer.rollNumber}`}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={claimed} />
                <div style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600}>{lawyer.fullName}</Text>
                    {claimed && (
                      <Badge color="gray" size="sm">
                        Claimed
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    Roll number {lawyer.rollNumber}
                    {lawyer.admissionDate ? ` · admitted ${lawyer.admissionDate.slice(0, 4)}` : ''}
                    {typeof lawyer.address === 'string' && lawyer.address ? ` · ${lawyer.address}` : ''}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
