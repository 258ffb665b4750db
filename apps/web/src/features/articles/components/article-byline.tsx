import { Anchor, Group, Text } from '@mantine/core';
import { formatLongUsDate } from '@batas/shared/dates';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Article } from '@batas/shared/contracts/articles';
import { countOf } from '@/utils/text';
import { articleDate, authorName, authorProfileId } from '../utils/article-display';

/** Author (linked to their lawyer profile by roll number or id), date, reading time and views. */
export function ArticleByline({ article }: { article: Article }) {
  const name = authorName(article.author);
  const profileId = authorProfileId(article.author);
  const date = formatLongUsDate(articleDate(article));
  const facts = [
    date,
    article.readingTime ? `${article.readingTime} min read` : null,
    countOf(article.views ?? 0, 'view'),
  ].filter(Boolean);
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>
        By{' '}
        {profileId ? (
          <Anchor component={Link} to={paths.lawyer.getHref(profileId)} inherit>
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Text>
      <Text c="dimmed" size="sm">
        {facts.join(' · ')}
      </Text>
    </Group>
  );
}
