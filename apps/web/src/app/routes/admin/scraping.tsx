import { ScrapingDashboard } from '@/features/scraping/components/scraping-dashboard';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/scraping: the Scraping Dashboard of the scraping feature, with its own tab title like every admin page. */
export default function ScrapingPage() {
  usePageMeta({ title: 'Scraping Dashboard' });
  return <ScrapingDashboard />;
}
