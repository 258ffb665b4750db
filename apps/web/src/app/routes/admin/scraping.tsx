import { ScrapingDashboard } from '@/features/scraping/components/scraping-dashboard';

/** /admin/scraping: the Scraping Dashboard of the scraping feature. */
export default function ScrapingPage() {
  return <ScrapingDashboard />;
}
