import { redirect } from 'react-router';
import type { PageLoader } from '@/app/route-data';
import { paths } from '@/config/paths';
import { Alert, Box, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageContainer } from '@/components/layouts/page-container';
import { StructuredData } from '@/components/structured-data';
import { PagePagination } from '@/components/ui/page-pagination';
import { articleListQueryOptions, useArticleList } from '@/features/articles/api/get-articles';
import { ArticleCard } from '@/features/articles/components/article-card';
import { ArticleFiltersPanel } from '@/features/articles/components/article-filters-panel';
import {
  articleFiltersToParams,
  canonicalArticleParams,
  parseArticleFilters,
} from '@/features/articles/utils/article-filters';
import { articlesListStructuredData } from '@/features/articles/utils/article-structured-data';
import { useUrlState } from '@/hooks/use-url-state';
import type { RouteHead } from '@/app/route-head';
import { useSiteUrl } from '@/lib/site-url';
import { countOf } from '@/utils/text';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadError } from '@/components/ui/load-error';

export const loader: PageLoader = async ({ request }, { load }) => {
  const { searchParams } = new URL(request.url);
  // A topic in another case ('?category=labor law') is the same list: one address for links and search engines.
  const canonical = canonicalArticleParams(searchParams);
  if (canonical) throw redirect(paths.articles.getHref(canonical), 301);
  await load(articleListQueryOptions(parseArticleFilters(searchParams)));
  return null;
};

export const head: RouteHead = () => ({
  title: 'Legal Articles',
  description: 'Guides and analysis by Philippine lawyers on corporate, labor, family, tax, property and privacy law.',
});

export default function ArticlesRoute() {
  const siteUrl = useSiteUrl();
  const [filters, update] = useUrlState(parseArticleFilters, articleFiltersToParams);
  const { data, error, isError, isPlaceholderData, refetch, isFetching } = useArticleList(filters);

  const changePage = (page: number) => {
    update((latest) => ({ ...latest, page }));
    document.getElementById('article-results')?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageContainer title="Legal Articles" subtitle="Practical guides and analysis written by Philippine lawyers.">
      <ArticleFiltersPanel filters={filters} onChange={update} />
      {isError && !isFetching ? (
        <LoadError message="Failed to load articles" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading articles" />
      ) : (
        <Box id="article-results" aria-busy={isPlaceholderData} style={{ scrollMarginTop: 80 }}>
          <StructuredData data={articlesListStructuredData(data.articles, siteUrl)} />
          <Text size="sm" mb="md" aria-live="polite">
            {countOf(data.pagination.total, 'article')}
          </Text>
          {data.articles.length === 0 ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              No articles match these filters.
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
              {data.articles.map((article) => (
                <ArticleCard key={article._id} article={article} />
              ))}
            </SimpleGrid>
          )}
          <PagePagination
            page={data.pagination.page}
            totalPages={data.pagination.pages}
            onChange={changePage}
            label="Article pages"
          />
        </Box>
      )}
    </PageContainer>
  );
}
