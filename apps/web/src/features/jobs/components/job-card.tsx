import { Avatar, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconBriefcase,
  IconCash,
  IconClock,
  IconMapPin,
  IconSend,
} from '@tabler/icons-react';
import { initials } from '@batas/shared/names';
import type { ReactNode } from 'react';
import type { Job } from '@batas/shared/contracts/jobs';
import { applyLink, firstOf } from '../utils/job-rules';
import { postedTimeAgo } from '../utils/posted-time';

function ShortList({ title, items }: { title: string; items: readonly string[] }) {
  const { shown, more } = firstOf(items, 3);
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {shown.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="xs" c="dimmed" mt={2}>
          +{more} more
        </Text>
      )}
    </div>
  );
}

interface JobCardProps {
  job: Job;
  /** Whether the job is in the signed-in user's saved list (false when signed out). */
  saved: boolean;
  /** A save or unsave of this job is under way. */
  saving: boolean;
  onToggleSave: (job: Job) => void;
  /** Shown at the foot of the card (the sign-in prompt of Save Job). */
  children?: ReactNode;
}

/** A job: the essentials, the first 3 requirements and benefits, Save (a toggle) and Apply. */
export function JobCard({ job, saved, saving, onToggleSave, children }: JobCardProps) {
  const apply = applyLink(job);
  return (
    <Card component="article" withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group wrap="nowrap" align="flex-start">
            <Avatar
              src={job.companyLogo}
              alt={job.companyLogo ? `${job.company} logo` : undefined}
              color="navy"
              radius="md"
              size={48}
            >
              <span aria-hidden>{initials(job.company)}</span>
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {job.title}
              </Title>
              <Badge variant="outline" color="gray.8" tt="none" w="fit-content">
                Sample listing
              </Badge>
              <Text size="sm">
                {job.company} ·{' '}
                <Text span size="sm" c="dimmed">
                  {job.companyType}
                </Text>
              </Text>
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconClock size={14} aria-hidden />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {postedTimeAgo(job.postedDate)}
            </Text>
          </Group>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconMapPin size={14} aria-hidden />
            <Text size="sm">{job.location}</Text>
          </Group>
          <Group gap={4}>
            <IconBriefcase size={14} aria-hidden />
            <Text size="sm">{job.employmentType}</Text>
          </Group>
          <Group gap={4}>
            <IconCash size={14} aria-hidden />
            <Text size="sm">{job.salary}</Text>
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {job.practiceArea}
          </Badge>
          <Badge variant="default" tt="none">
            {job.experience}
          </Badge>
          {job.isRemote && (
            <Badge color="teal.9" variant="filled" tt="none">
              Remote
            </Badge>
          )}
        </Group>
        <Text size="sm">{job.description}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShortList title="Requirements" items={job.requirements} />
          <ShortList title="Benefits" items={job.benefits} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button
            variant={saved ? 'light' : 'default'}
            leftSection={saved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
            aria-label={`${saved ? 'Saved' : 'Save Job'}: ${job.title}`}
            aria-pressed={saved}
            loading={saving}
            onClick={() => onToggleSave(job)}
          >
            {saved ? 'Saved' : 'Save Job'}
          </Button>
          {apply && (
            <Button
              component="a"
              href={apply.href}
              leftSection={<IconSend size={16} aria-hidden />}
              aria-label={`Apply Now: ${job.title}${apply.external ? ' (opens in a new tab)' : ' (by e-mail)'}`}
              {...(apply.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              Apply Now
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
