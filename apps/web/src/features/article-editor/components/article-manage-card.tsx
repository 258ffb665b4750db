import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconEye, IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatLongUsDate } from '@batas/shared/dates';
import { paths } from '@/config/paths';
import { countOf } from '@/utils/text';
import type { Article } from '@batas/shared/contracts/articles';
import { useChangeArticleStatus } from '../api/articles';
import { publishedDate, visibleTags } from '../utils/manage-list';
import { DeleteArticleButton } from './delete-article-button';

/** One of the lawyer's own articles: status, counts, 3 tags + '+N more', and Publish/Unpublish, Edit, Delete. */
export function ArticleManageCard({ article }: { article: Article }) {
  const changeStatus = useChangeArticleStatus();
  const published = article.status === 'published';
  const { tags, more } = visibleTags(article.tags);
  const publishedOn = publishedDate(article);
  const toggle = () =>
    changeStatus.mutate(
      { id: article._id, status: published ? 'draft' : 'published' },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: () => notifications.show({ color: 'red', message: 'Failed to update article status' }),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="managed-article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {published && article.slug ? (
            <Anchor component={Link} to={paths.article.getHref(article.slug)} fw={700} size="lg">
              {article.title}
            </Anchor>
          ) : (
            <Text fw={700} size="lg">
              {article.title}
            </Text>
          )}
          <Badge color={published ? 'green' : 'gray'}>{published ? 'Published' : 'Draft'}</Badge>
        </Group>
        {article.summary && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {article.summary}
          </Text>
        )}
        <Group gap="xs">
          {tags.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              +{more} more
            </Text>
          )}
        </Group>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {article.category ?? 'Article'}
          </Text>
          <Text size="xs" c="dimmed">
            Created {formatLongUsDate(article.createdAt ?? null)}
          </Text>
          {publishedOn && (
            <Text size="xs" c="dimmed">
              Published {formatLongUsDate(publishedOn)}
            </Text>
          )}
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="xs">{countOf(article.views ?? 0, 'view')}</Text>
          </Group>
          <Group gap={4}>
            <IconHeart size={14} aria-hidden />
            <Text size="xs">{countOf(article.likes ?? 0, 'like')}</Text>
          </Group>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant={published ? 'default' : 'filled'}
            onClick={toggle}
            loading={changeStatus.isPending}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={paths.articleEdit.getHref(article._id)}
            leftSection={<IconEdit size={14} aria-hidden />}
          >
            Edit
          </Button>
          <DeleteArticleButton id={article._id} compact />
        </Group>
      </Stack>
    </Card>
  );
}
