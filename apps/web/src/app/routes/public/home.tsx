import { Alert, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { LIMITS } from '@batas/shared/constants';
import { useQueries } from '@tanstack/react-query';
import { ContentSection } from '@/components/ui/content-section';
import { paths } from '@/config/paths';
import { articlesQueryOptions } from '@/features/articles/api/get-articles';
import { ArticleCard } from '@/features/articles/components/article-card';
import { HomeSearch } from '@/features/home/components/home-search';
import { StatTiles } from '@/features/home/components/stat-tiles';
import { documentStatsQueryOptions } from '@/features/law-library/api/get-document-stats';
import { documentsQueryOptions } from '@/features/law-library/api/get-documents';
import { DocumentCard } from '@/features/law-library/components/document-card';
import { lawyerStatsQueryOptions } from '@/features/lawyers/api/get-lawyer-stats';
import { lawyersQueryOptions } from '@/features/lawyers/api/get-lawyers';
import { LawyerCard } from '@/features/lawyers/components/lawyer-card';
import type { RouteHead } from '@/app/route-head';
import type { PageLoader } from '@/app/route-data';

// The five home page loads, fired together; each may fail alone.
const featuredLawyers = lawyersQueryOptions({
  page: 1,
  limit: LIMITS.homeFeatured,
  verified: 'true',
  sortBy: 'averageRating',
  sortOrder: 'desc',
});
// "Most read this week": by the daily view counts of the last seven days, not the all-time total.
const popularDocuments = documentsQueryOptions({
  page: 1,
  limit: LIMITS.homeFeatured,
  sortBy: 'viewsThisWeek',
  sortOrder: 'desc',
});
const latestArticles = articlesQueryOptions({ page: 1, limit: LIMITS.homeFeatured });

export const loader: PageLoader = async (_args, { load }) => {
  await Promise.all([
    load(featuredLawyers),
    load(popularDocuments),
    load(latestArticles),
    load(documentStatsQueryOptions()),
    load(lawyerStatsQueryOptions()),
  ]);
  return null;
};

export const head: RouteHead = () => ({
  description:
    'Find verified Philippine lawyers and search Supreme Court decisions, Republic Acts and executive issuances. Read legal articles, browse law firms and legal jobs.',
});

export default function HomeRoute() {
  const [lawyers, documents, articles, documentStats, lawyerStats] = useQueries({
    queries: [
      { ...featuredLawyers, retry: 1 },
      { ...popularDocuments, retry: 1 },
      { ...latestArticles, retry: 1 },
      { ...documentStatsQueryOptions(), retry: 1 },
      { ...lawyerStatsQueryOptions(), retry: 1 },
    ],
  });
  const anyFailed = [lawyers, documents, articles, documentStats, lawyerStats].some((query) => query.isError);

  return (
    <>
      <Box
        bg="linear-gradient(180deg, var(--mantine-color-navy-0), var(--mantine-color-white))"
        py={{ base: 48, md: 80 }}
      >
        <Container size="md">
          <Stack gap="lg" ta="center">
            <Title order={1} fz={{ base: 34, md: 52 }} c="navy.9">
              Find a Lawyer. Search the Law.
            </Title>
            <Text size="lg" c="dimmed" maw={640} mx="auto">
              Supreme Court decisions, Republic Acts and executive issuances in one place, and a directory of the
              lawyers on the Roll of Attorneys.
            </Text>
            <HomeSearch />
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack gap={48}>
          <StatTiles
            documents={documentStats.data?.totalDocuments}
            lawyers={lawyerStats.data?.totalLawyers}
            articles={articles.data?.pagination.total}
          />
          {anyFailed && (
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
              Failed to load frontpage content.
            </Alert>
          )}
          <ContentSection
            title="Featured Lawyers"
            viewAll={{ href: paths.lawyers.getHref() }}
            isLoading={lawyers.isPending}
            isError={lawyers.isError}
            items={lawyers.data?.lawyers}
            emptyText="No featured lawyers yet."
            getKey={(lawyer) => lawyer._id}
            renderItem={(lawyer) => <LawyerCard lawyer={lawyer} />}
          />
          <ContentSection
            title="Popular in the Law Library"
            subtitle="Most read this week"
            viewAll={{ href: paths.lawLibrary.getHref() }}
            isLoading={documents.isPending}
            isError={documents.isError}
            items={documents.data?.documents}
            emptyText="Nothing has been read this week yet."
            getKey={(document) => document._id}
            // By stored slug only, else the library; the full link rule (and its citation
            // tables) stays out of the home page's download.
            renderItem={(document) => (
              <DocumentCard
                document={document}
                href={paths.document.getHref(document.slug ? encodeURIComponent(document.slug) : '')}
              />
            )}
          />
          <ContentSection
            title="Latest Articles"
            viewAll={{ href: paths.articles.getHref() }}
            isLoading={articles.isPending}
            isError={articles.isError}
            items={articles.data?.articles}
            emptyText="No articles yet."
            getKey={(article) => article._id}
            renderItem={(article) => <ArticleCard article={article} />}
          />
        </Stack>
      </Container>
    </>
  );
}
