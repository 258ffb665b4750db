import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

export function BrandLogo() {
  return (
    <UnstyledButton component={Link} to={paths.home.getHref()} aria-label={`${SITE_NAME} home`}>
      <Group gap={8} wrap="nowrap">
        <IconScale size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
        <Text fw={800} size="xl" ff="heading" c="navy.8">
          {SITE_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
