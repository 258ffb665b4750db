import { ActionIcon, Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way back from the back-office to the public site: a labelled button, an icon on phones. */
export function ViewSiteLink() {
  return (
    <>
      <Button
        component={Link}
        to={paths.home.getHref()}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconWorld size={16} aria-hidden />}
        visibleFrom="sm"
      >
        View site
      </Button>
      <ActionIcon
        component={Link}
        to={paths.home.getHref()}
        variant="subtle"
        size="lg"
        aria-label="View site"
        hiddenFrom="sm"
      >
        <IconWorld size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}
