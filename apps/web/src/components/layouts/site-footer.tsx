import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { FOOTER_SERVICES, FOOTER_SUPPORT } from '@/config/navigation';
import { COPYRIGHT_YEAR, SITE_NAME } from '@/config/site';

// The social accounts do not exist yet ; the click is swallowed so the
// page does not jump to the top.
const SOCIAL = [
  { label: 'Facebook', icon: IconBrandFacebook },
  { label: 'X (Twitter)', icon: IconBrandX },
  { label: 'LinkedIn', icon: IconBrandLinkedin },
  { label: 'YouTube', icon: IconBrandYoutube },
];
const goNowhere = (event: MouseEvent) => event.preventDefault();

export function SiteFooter() {
  return (
    <Box component="footer" bg="navy.9" c="gray.3" py={48} mt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} size="xl" ff="heading" c="white">
              {SITE_NAME}
            </Text>
            <Text size="sm">
              Philippine legal information for everyone: court decisions, laws and issuances, and a directory of lawyers
              from the Roll of Attorneys.
            </Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-labelledby="footer-services">
            <Title order={2} size="h5" c="white" id="footer-services">
              Services
            </Title>
            {FOOTER_SERVICES.map((item) => (
              <Anchor key={item.href} component={Link} to={item.href} c="gray.3" size="sm">
                {item.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              Support
            </Title>
            {FOOTER_SUPPORT.map((label) => (
              <Text key={label} size="sm">
                {label}
              </Text>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              Follow us
            </Title>
            <Group gap="xs">
              {SOCIAL.map(({ label, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href="#"
                  onClick={goNowhere}
                  aria-label={label}
                  variant="subtle"
                  color="gray.3"
                  size="lg"
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text size="sm" ta="center" mt={40} pt="lg" style={{ borderTop: '1px solid var(--mantine-color-navy-7)' }}>
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
