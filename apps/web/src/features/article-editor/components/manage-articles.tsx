import { Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyArticles } from '../api/articles';
import { manageList, type ManageSort, type StatusFilter } from '../utils/manage-list';
import { ArticleManageCard } from './article-manage-card';

const SORT_OPTIONS: Array<{ value: ManageSort; label: string }> = [
  { value: 'createdAt', label: 'Newest first' },
  { value: 'title', label: 'Title' },
  { value: 'views', label: 'Most viewed' },
  { value: 'likes', label: 'Most liked' },
];

/** /articles/manage: the signed-in lawyer's own articles, drafts included. */
export function ManageArticles({ lawyerId }: { lawyerId: string }) {
  const articles = useMyArticles(lawyerId);
  const [sort, setSort] = useState<ManageSort>('createdAt');
  const [status, setStatus] = useState<StatusFilter>('all');

  if (articles.isError) return <Alert color="red">Failed to load articles</Alert>;
  if (!articles.data) return <Loader aria-label="Loading your articles" />;
  const shown = manageList(articles.data, sort, status);

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <SegmentedControl
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            aria-label="Status"
            data={[
              { value: 'all', label: 'All' },
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Drafts' },
            ]}
          />
          <Select
            aria-label="Sort by"
            value={sort}
            onChange={(value) => setSort((value as ManageSort) ?? 'createdAt')}
            data={SORT_OPTIONS}
            allowDeselect={false}
            w={170}
          />
        </Group>
        <Button component={Link} to={paths.articleNew.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
          New article
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {articles.data.length === 0 ? 'You have not written any articles yet.' : 'No articles with this status.'}
        </Text>
      ) : (
        shown.map((article) => <ArticleManageCard key={article._id} article={article} />)
      )}
    </Stack>
  );
}
