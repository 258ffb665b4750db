import { Anchor, Group } from '@mantine/core';
import { Link, redirect } from 'react-router';
import type { AlertFilters } from '@batas/shared/contracts/alerts';
import { searchAlertLabel } from '@batas/shared/search';
import type { PageLoader } from '@/app/route-data';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { documentsQueryOptions, mentionsQueryOptions, useDocuments } from '@/features/law-library/api/get-documents';
import {
  documentCategoriesQueryOptions,
  useDocumentCategories,
} from '@/features/law-library/api/get-document-categories';
import { ActiveFilters } from '@/features/law-library/components/active-filters';
import { CategoryTabs } from '@/features/law-library/components/category-tabs';
import { DocumentResults } from '@/features/law-library/components/document-results';
import { QuickPicks } from '@/features/law-library/components/quick-picks';
import { SearchFiltersPanel } from '@/features/law-library/components/search-filters-panel';
import { ViewingBanner } from '@/features/law-library/components/viewing-banner';
import { filterErrors } from '@/features/law-library/utils/filter-errors';
import {
  canonicalCategoryParams,
  libraryFiltersToParams,
  parseLibraryFilters,
  toDocumentsQuery,
  type LibraryFilters,
} from '@/features/law-library/utils/library-filters';
import { FollowSearchButton } from '@/features/alerts/components/follow-search-button';
import { SaveDocumentButton } from '@/features/research-folders/components/save-document-button';
import { useUrlState } from '@/hooks/use-url-state';
import type { RouteHead } from '@/app/route-head';

/** Starts the document and category-count requests while the route's code is still arriving. */
export const loader: PageLoader = async ({ request }, { load, queryClient }) => {
  const { searchParams } = new URL(request.url);
  // A category in another case ('?category=Laws') is the same search: one address for links and search engines.
  const canonical = canonicalCategoryParams(searchParams);
  if (canonical) throw redirect(paths.lawLibrary.getHref(canonical), 301);
  const filters = parseLibraryFilters(searchParams);
  const results = documentsQueryOptions(toDocumentsQuery(filters));
  await Promise.all([load(results), load(documentCategoriesQueryOptions())]);
  // On the server the results are in by now: a case or citation they say is missing comes with its suggestions.
  const missing = queryClient.getQueryData(results.queryKey)?.notInLibrary;
  if (missing) await load(mentionsQueryOptions(missing.searchNumber));
  return null;
};

/** The search on screen as an alert follows it: its words and the filters of GET /api/documents. */
function searchToFollow(filters: LibraryFilters): { query: string; filters: AlertFilters } {
  const { search, documentType, year, courtLevel, lawCategory } = toDocumentsQuery(filters);
  const asYear = Number(year);
  return {
    query: search ?? '',
    filters: {
      ...(documentType?.length ? { documentType: [...documentType] } : {}),
      ...(Number.isInteger(asYear) && asYear >= 1800 && asYear <= 2100 ? { year: asYear } : {}),
      ...(courtLevel ? { courtLevel } : {}),
      ...(lawCategory ? { lawCategory } : {}),
    },
  };
}

export const head: RouteHead = () => ({
  title: 'Law Library',
  description:
    'Search Philippine Supreme Court decisions, Republic Acts, presidential decrees, executive orders and other key issuances by keyword, year and court.',
});

export default function LawLibraryRoute() {
  const [filters, update] = useUrlState(parseLibraryFilters, libraryFiltersToParams);
  const categories = useDocumentCategories();
  // The same query the results read (one request): its 400 names the filters the server refused.
  const refused = filterErrors(useDocuments(toDocumentsQuery(filters)).error);
  const followed = searchToFollow(filters);

  return (
    <PageContainer
      title="Law Library"
      subtitle="Search Supreme Court decisions, Republic Acts and key issuances of the Philippines."
    >
      <SearchFiltersPanel filters={filters} onChange={update} errors={refused}>
        <QuickPicks filters={filters} onChange={update} />
        <CategoryTabs filters={filters} onChange={update} counts={categories.data} />
      </SearchFiltersPanel>
      <ActiveFilters filters={filters} onChange={update} />
      <ViewingBanner filters={filters} onChange={update} />
      <Group justify="space-between" mb="sm" gap="xs">
        <Anchor component={Link} to={paths.citations.getHref()} size="sm">
          Check the citations in a brief
        </Anchor>
        <FollowSearchButton
          query={followed.query}
          filters={followed.filters}
          description={searchAlertLabel(followed.query, followed.filters)}
        />
      </Group>
      <DocumentResults
        filters={filters}
        onChange={update}
        cardActions={(document) => <SaveDocumentButton slug={document.slug} heading={document.heading} size="xs" />}
      />
    </PageContainer>
  );
}
