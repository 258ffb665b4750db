import { notFound, type PageLoader } from '@/app/route-data';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { StructuredData } from '@/components/structured-data';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { articleQueryOptions, useArticle } from '@/features/articles/api/get-article';
import { ArticleBody } from '@/features/articles/components/article-body';
import { ArticleByline } from '@/features/articles/components/article-byline';
import { LikeButton } from '@/features/articles/components/like-button';
import { articleCategory, articleDescription } from '@/features/articles/utils/article-display';
import { articleStructuredData } from '@/features/articles/utils/article-structured-data';
import type { RouteHead } from '@/app/route-head';
import { useSiteUrl } from '@/lib/site-url';
import { PageSpinner } from '@/components/ui/page-spinner';

export const loader: PageLoader = async ({ params }, { load, queryClient }) => {
  const slug = params.slug ?? '';
  await load(articleQueryOptions(slug));
  // No such article: the same friendly page, sent with status 404.
  return queryClient.getQueryData(articleQueryOptions(slug).queryKey) === null ? notFound() : null;
};

const backToArticles = (
  <Button
    component={Link}
    to={paths.articles.getHref()}
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    Back to Articles
  </Button>
);

/** The article's own title and summary; only a published article has a canonical address. */
export const head: RouteHead = ({ params, queryClient, siteUrl }) => {
  const slug = params.slug ?? '';
  const article = queryClient.getQueryData(articleQueryOptions(slug).queryKey);
  return {
    title: article?.title ?? (article === null ? 'Article not found' : 'Article'),
    description: article ? articleDescription(article) : null,
    canonical: article ? `${siteUrl}${paths.article.getHref(slug)}` : null,
  };
};

export default function ArticleRoute() {
  const slug = useParams().slug ?? '';
  const { data: article, isPending, error } = useArticle(slug);
  const url = `${useSiteUrl()}${paths.article.getHref(slug)}`;
  const notFound = article === null;

  if (isPending) {
    return <PageSpinner label="Loading article" py={80} />;
  }
  if (error || !article) {
    return (
      <Container size="sm" py={60}>
        <Stack>
          <Alert color={notFound ? 'blue' : 'red'} icon={<IconAlertCircle aria-hidden />}>
            {notFound ? 'Article not found' : 'Failed to load article'}
          </Alert>
          {backToArticles}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl" component="article">
      <StructuredData data={articleStructuredData(article, url, SITE_NAME)} />
      <Stack gap="lg">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="›">
            <Anchor component={Link} to={paths.home.getHref()} size="sm">
              Home
            </Anchor>
            <Anchor component={Link} to={paths.articles.getHref()} size="sm">
              Articles
            </Anchor>
            <Text size="sm" aria-current="page" lineClamp={1}>
              {article.title}
            </Text>
          </Breadcrumbs>
        </nav>
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {articleCategory(article)}
          </Badge>
          {article.practiceArea && (
            <Badge variant="default" tt="none">
              {article.practiceArea}
            </Badge>
          )}
          {article.difficulty && (
            <Badge variant="default" tt="none">
              {article.difficulty}
            </Badge>
          )}
          {article.isPremium && (
            <Badge color="grape.9" variant="filled" tt="none">
              Premium
            </Badge>
          )}
        </Group>
        <Title order={1}>{article.title}</Title>
        <ArticleByline article={article} />
        {article.featuredImage && <Image src={article.featuredImage} alt={article.title} radius="md" />}
        {article.summary && (
          <Text size="lg" c="dimmed">
            {article.summary}
          </Text>
        )}
        <ArticleBody html={article.renderedHtml ?? article.content ?? ''} />
        {article.tags && article.tags.length > 0 && (
          <Group gap={6} aria-label="Tags" role="group">
            {article.tags.map((tag) => (
              <Badge key={tag} variant="outline" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between">
          {backToArticles}
          <LikeButton article={article} />
        </Group>
      </Stack>
    </Container>
  );
}
