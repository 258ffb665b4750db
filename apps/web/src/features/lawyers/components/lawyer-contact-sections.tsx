import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { formatLongUsDate } from '@batas/shared/dates';
import type { Lawyer, SocialMedia } from '@batas/shared/contracts/lawyers';
import { ProfileSection } from '@/components/ui/profile-section';

const SOCIAL: { key: keyof SocialMedia; label: string; icon: typeof IconBrandX }[] = [
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'twitter', label: 'X (Twitter)', icon: IconBrandX },
];

/** Only web addresses become links: a profile field must never produce a javascript: URL. */
const safeUrl = (value: string | null | undefined) =>
  value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;

/** Notary commission, office address and social media; empty groups are left out. */
export function LawyerContactSections({ lawyer }: { lawyer: Lawyer }) {
  const office = lawyer.officeAddress;
  const officeLines = [
    office?.street,
    [office?.city, office?.province].filter(Boolean).join(', '),
    office?.zipCode,
  ].filter(Boolean);
  const social = SOCIAL.map((entry) => ({ ...entry, url: safeUrl(lawyer.socialMedia?.[entry.key]) })).filter(
    (entry) => entry.url,
  );
  return (
    <>
      {lawyer.isNotaryPublic && (
        <ProfileSection title="Notary Public">
          <Text size="sm">Commissioned notary public.</Text>
          {lawyer.notaryCommissionNumber && <Text size="sm">Commission No. {lawyer.notaryCommissionNumber}</Text>}
          {lawyer.notaryCommissionExpiry && (
            <Text size="sm">
              Commission valid until {formatLongUsDate(lawyer.notaryCommissionExpiry) ?? lawyer.notaryCommissionExpiry}
            </Text>
          )}
        </ProfileSection>
      )}
      {officeLines.length > 0 && (
        <ProfileSection title="Office Address">
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
            {officeLines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
        </ProfileSection>
      )}
      {social.length > 0 && (
        <ProfileSection title="Social Media">
          <Group gap="md">
            {social.map(({ key, label, icon: Icon, url }) => (
              <Anchor key={key} href={url!} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden />
                  {label}
                </Group>
              </Anchor>
            ))}
          </Group>
        </ProfileSection>
      )}
    </>
  );
}
