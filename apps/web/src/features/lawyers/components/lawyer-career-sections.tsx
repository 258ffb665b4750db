import { List, Stack, Text } from '@mantine/core';
import { formatLongUsDate } from '@batas/shared/dates';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { ProfileSection } from '@/components/ui/profile-section';

/** ISO dates in long US form; anything else (a year, free text) as written. */
const when = (value: string | number | null | undefined) =>
  value ? (formatLongUsDate(String(value)) ?? String(value)) : null;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const range = (start: string | null, end: string | null) => [start, end].filter(Boolean).join(' – ');

function Entry({ title, meta, description }: { title: string; meta?: string; description?: string | null }) {
  return (
    <List.Item>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
        {description && <Text size="sm">{description}</Text>}
      </Stack>
    </List.Item>
  );
}

/** Experience, education, certifications and qualifications; empty groups are left out. */
export function LawyerCareerSections({ lawyer }: { lawyer: Lawyer }) {
  const experience = lawyer.experience ?? [];
  const education = lawyer.education ?? [];
  const certifications = lawyer.certifications ?? [];
  const qualifications = lawyer.qualifications ?? [];
  return (
    <>
      {experience.length > 0 && (
        <ProfileSection title="Experience">
          <List spacing="md" listStyleType="none">
            {experience.map((item, index) => (
              <Entry
                key={index}
                title={joined(item.position, item.organization) || 'Position'}
                meta={range(when(item.startDate), item.current ? 'Present' : when(item.endDate))}
                description={item.description}
              />
            ))}
          </List>
        </ProfileSection>
      )}
      {education.length > 0 && (
        <ProfileSection title="Education">
          <List spacing="md" listStyleType="none">
            {education.map((item, index) => (
              <Entry
                key={index}
                title={item.degree || item.institution || 'Degree'}
                meta={joined(item.degree ? item.institution : null, when(item.year))}
              />
            ))}
          </List>
        </ProfileSection>
      )}
      {certifications.length > 0 && (
        <ProfileSection title="Certifications">
          <List spacing="md" listStyleType="none">
            {certifications.map((item, index) => (
              <Entry
                key={index}
                title={item.name || 'Certification'}
                meta={joined(
                  item.issuingOrganization,
                  item.issueDate && `Issued ${when(item.issueDate)}`,
                  item.expiryDate && `Expires ${when(item.expiryDate)}`,
                  item.credentialId && `Credential ID ${item.credentialId}`,
                )}
                description={item.description}
              />
            ))}
          </List>
        </ProfileSection>
      )}
      {qualifications.length > 0 && (
        <ProfileSection title="Qualifications">
          <List spacing="md" listStyleType="none">
            {qualifications.map((item, index) => (
              <Entry
                key={index}
                title={item.title || 'Qualification'}
                meta={joined(item.issuingBody, item.dateObtained && `Obtained ${when(item.dateObtained)}`)}
                description={item.description}
              />
            ))}
          </List>
        </ProfileSection>
      )}
    </>
  );
}
