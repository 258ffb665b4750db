import { AdminPlaceholder } from './admin-placeholder';

export default function AnalyticsPage() {
  return <AdminPlaceholder title="Analytics" text="Analytics and reporting coming soon..." />;
}
