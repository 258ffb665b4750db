import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconArticle, IconBooks, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount } from '@/utils/text';

/** null while loading or when the count could not be loaded. */
interface StatTilesProps {
  documents: number | null | undefined;
  lawyers: number | null | undefined;
  articles: number | null | undefined;
}

const show = (value: number | null | undefined) => (typeof value === 'number' ? formatCount(value) : '—');

/** Three counts, each linking to its section. */
export function StatTiles({ documents, lawyers, articles }: StatTilesProps) {
  const tiles = [
    { label: 'Documents', value: documents, href: paths.lawLibrary.getHref(), icon: IconBooks },
    { label: 'Lawyers', value: lawyers, href: paths.lawyers.getHref(), icon: IconUsers },
    { label: 'Articles', value: articles, href: paths.articles.getHref(), icon: IconArticle },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      {tiles.map(({ label, value, href, icon: Icon }) => (
        <UnstyledButton key={label} component={Link} to={href}>
          <Paper withBorder radius="md" p="lg" ta="center" h="100%">
            <Icon size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Text fz={28} fw={800} lh={1.2}>
              {show(value)}
            </Text>
            <Text c="dimmed" fw={500}>
              {label}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
