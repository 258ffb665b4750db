import { AdminPlaceholder } from './admin-placeholder';

export default function SettingsPage() {
  return <AdminPlaceholder title="Settings" text="Admin settings coming soon..." />;
}
