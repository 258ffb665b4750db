import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongUsDate } from '@batas/shared/dates';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLawyerArticles } from '../api/get-lawyer-articles';
import { articleDate } from '../utils/article-display';

/**
 * A lawyer's published articles on their profile, newest first. A profile without any (most roll entries) shows no
 * section at all; a failure says so in one line rather than pretending there are none.
 */
/** `lawyerId`: the profile's id or roll number, as its address has it. */
export function LawyerArticlesSection({ lawyerId }: { lawyerId: string }) {
  const articles = useLawyerArticles(lawyerId);
  if (articles.isSuccess && articles.data.articles.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="profile-articles" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-articles">
          Articles
        </Title>
        {articles.isPending && <Loader size="sm" aria-label="Loading articles" />}
        {articles.isError && (
          <Text size="sm" c="red.9" role="alert">
            The articles could not be loaded.
          </Text>
        )}
        {articles.isSuccess && (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {articles.data.articles.map((article) => (
              <li key={article._id}>
                <Anchor component={Link} to={paths.article.getHref(article.slug)} fw={600}>
                  {article.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatLongUsDate(articleDate(article))}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
