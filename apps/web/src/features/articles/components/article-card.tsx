import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconEye, IconHeart } from '@tabler/icons-react';
import { formatLongUsDate } from '@batas/shared/dates';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Article } from '@batas/shared/contracts/articles';
import { countOf } from '@/utils/text';
import { articleCategory, articleDate, authorName, isFeaturedArticle } from '../utils/article-display';

/** A list or home card linking to /articles/{slug}. */
export function ArticleCard({ article }: { article: Article }) {
  const href = article.slug ? paths.article.getHref(article.slug) : paths.articles.getHref();
  const date = formatLongUsDate(articleDate(article));
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      {article.featuredImage && (
        <Card.Section mb="sm">
          <Image src={article.featuredImage} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {articleCategory(article)}
          </Badge>
          {article.difficulty && (
            <Badge variant="default" tt="none">
              {article.difficulty}
            </Badge>
          )}
          {isFeaturedArticle(article) && (
            <Badge color="yellow.4" variant="filled" autoContrast tt="none">
              Featured
            </Badge>
          )}
          {article.isPremium && (
            <Badge color="grape.9" variant="filled" tt="none">
              Premium
            </Badge>
          )}
        </Group>
        <Title order={3} size="h5" lh={1.35}>
          <Anchor component={Link} to={href} inherit>
            {article.title}
          </Anchor>
        </Title>
        {article.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {article.summary}
          </Text>
        )}
        <Stack gap={6} mt="auto">
          <Text size="sm" fw={500}>
            {authorName(article.author)}
            {date && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                · {date}
              </Text>
            )}
          </Text>
          <Group gap="md" c="dimmed">
            {article.readingTime ? (
              <Group gap={4}>
                <IconClock size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  {article.readingTime} min read
                </Text>
              </Group>
            ) : null}
            <Group gap={4}>
              <IconEye size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {countOf(article.views ?? 0, 'view')}
              </Text>
            </Group>
            <Group gap={4}>
              <IconHeart size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {countOf(article.likes ?? 0, 'like')}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
