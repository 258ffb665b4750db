import { LibrarySources } from '@/features/admin-library/components/library-sources';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/library: the public collections the whole library is installed from, for super admins. */
export default function LibraryPage() {
  usePageMeta({ title: 'Library Sources' });
  return <LibrarySources />;
}
