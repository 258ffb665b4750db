import type { PageLoader } from '@/app/route-data';
import { PageContainer } from '@/components/layouts/page-container';
import { documentsQueryOptions, useDocuments } from '@/features/law-library/api/get-documents';
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
  libraryFiltersToParams,
  parseLibraryFilters,
  toDocumentsQuery,
} from '@/features/law-library/utils/library-filters';
import { useUrlState } from '@/hooks/use-url-state';
import { usePageMeta } from '@/lib/page-meta';

/** Starts the document and category-count requests while the route's code is still arriving. */
export const loader: PageLoader = async ({ request }, { load }) => {
  const filters = parseLibraryFilters(new URL(request.url).searchParams);
  await Promise.all([load(documentsQueryOptions(toDocumentsQuery(filters))), load(documentCategoriesQueryOptions())]);
  return null;
};

export default function LawLibraryRoute() {
  usePageMeta({
    title: 'Law Library',
    description:
      'Search Philippine Supreme Court decisions, Republic Acts, presidential decrees, executive orders and other key issuances by keyword, year and court.',
  });
  const [filters, update] = useUrlState(parseLibraryFilters, libraryFiltersToParams);
  const categories = useDocumentCategories();
  // The same query the results read (one request): its 400 names the filters the server refused.
  const refused = filterErrors(useDocuments(toDocumentsQuery(filters)).error);

  return (
    <PageContainer
      title="Law Library"
      subtitle="Search Supreme Court decisions, Republic Acts and key issuances of the Philippines."
    >
      <SearchFiltersPanel filters={filters} onChange={update} errors={refused} />
      <QuickPicks filters={filters} onChange={update} />
      <ActiveFilters filters={filters} onChange={update} />
      <CategoryTabs filters={filters} onChange={update} counts={categories.data} />
      <ViewingBanner filters={filters} onChange={update} />
      <DocumentResults filters={filters} onChange={update} />
    </PageContainer>
  );
}
