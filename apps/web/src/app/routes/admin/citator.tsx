import { CitatorPage } from '@/features/admin-citator/components/citator-page';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/citator: the report crosswalk's review and the library's health, for those who manage documents. */
export default function CitatorRoute() {
  usePageMeta({ title: 'Citator' });
  return <CitatorPage />;
}
