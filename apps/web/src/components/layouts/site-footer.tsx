import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@batas/shared/constants/social-networks';
import { FOOTER_SERVICES, FOOTER_SUPPORT } from '@/config/navigation';
import { COPYRIGHT_YEAR } from '@/config/site';
import { FALLBACK_SITE, useSiteInfo } from '@/lib/site-info';
import classes from './site-footer.module.css';

const ICONS: Record<SocialNetwork, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
};

export function SiteFooter() {
  const site = useSiteInfo().data ?? FALLBACK_SITE;
  // Only the accounts a super admin entered in the settings: no icon leads nowhere.
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = site.socialLinks[network.key];
    return href ? [{ ...network, href, Icon: ICONS[network.key] }] : [];
  });
  return (
    <Box component="footer" bg="navy.9" c="gray.3" py={48} mt="xl" className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: social.length ? 4 : 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} size="xl" ff="heading" c="white">
              {site.siteName}
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
          <Stack gap="xs" component="nav" aria-labelledby="footer-support">
            <Title order={2} size="h5" c="white" id="footer-support">
              Support
            </Title>
            {FOOTER_SUPPORT.map((item) => (
              <Anchor key={item.href} component={Link} to={item.href} c="gray.3" size="sm">
                {item.label}
              </Anchor>
            ))}
          </Stack>
          {social.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h5" c="white">
                Follow us
              </Title>
              <Group gap="xs">
                {social.map(({ key, label, href, Icon }) => (
                  <ActionIcon
                    key={key}
                    component="a"
                    href={href}
                    rel="noopener noreferrer me"
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
          )}
        </SimpleGrid>
        <Text size="sm" ta="center" mt={40} pt="lg" style={{ borderTop: '1px solid var(--mantine-color-navy-7)' }}>
          © {COPYRIGHT_YEAR} {site.siteName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
