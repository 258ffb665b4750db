import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { contactLinks, type ContactFields } from '@/utils/contact-links';

const ICONS = { email: IconMail, phone: IconPhone, website: IconWorld };

/**
 * How to reach a lawyer or a firm, from the profile's public contact fields: e-mail, call, website. The first is the
 * main action. The values are written out too, for people who copy them rather than follow a link.
 */
export function ContactActions({ contact, name }: { contact: ContactFields; name: string }) {
  const links = contactLinks(contact);
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This profile lists no public contact details yet.
      </Text>
    );
  }
  return (
    <Stack gap={6} mt={4}>
      <Group gap="sm">
        {links.map((link, index) => {
          const Icon = ICONS[link.kind];
          const external = link.kind === 'website';
          return (
            <Button
              key={link.kind}
              component="a"
              href={link.href}
              variant={index === 0 ? 'filled' : 'default'}
              leftSection={<Icon size={16} aria-hidden />}
              aria-label={`${link.label}: ${name} (${link.text})`}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {links.map((link) => link.text).join(' · ')}
      </Text>
    </Stack>
  );
}
