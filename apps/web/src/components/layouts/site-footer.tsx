import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@batas/shared/constants';
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
        {/* A CSS grid rather than SimpleGrid: the footer is on every page, and its responsive columns need no script. */}
        <div className={classes.columns} data-with-social={social.length > 0 || undefined}>
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
                  <a key={key} href={href} rel="noopener noreferrer me" aria-label={label} className={classes.social}>
                    <Icon size={20} aria-hidden />
                  </a>
                ))}
              </Group>
            </Stack>
          )}
        </div>
        <Text size="sm" ta="center" mt={40} pt="lg" style={{ borderTop: '1px solid var(--mantine-color-navy-7)' }}>
          © {COPYRIGHT_YEAR} {site.siteName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
