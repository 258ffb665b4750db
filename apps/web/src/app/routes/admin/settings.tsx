import { Stack, Title } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSiteSettings } from '@/features/admin-settings/api/site-settings';
import { SettingsForm } from '@/features/admin-settings/components/settings-form';
import { TestEmailCard } from '@/features/admin-settings/components/test-email-card';
import { usePageMeta } from '@/lib/page-meta';
import { adminSession } from '@/lib/session-store';

/** /admin/settings (super admins): the site's name, contact address, social links, scraping defaults, a test e-mail. */
export default function SettingsPage() {
  usePageMeta({ title: 'Settings' });
  const settings = useSiteSettings();
  const { user } = adminSession.useSnapshot();
  return (
    <Stack>
      <Title order={1} size="h2">
        Settings
      </Title>
      {settings.isPending ? (
        <PageSpinner label="Loading the settings" />
      ) : settings.isError ? (
        <LoadError
          message="Could not load the settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <TestEmailCard adminEmail={user?.email ?? null} />
    </Stack>
  );
}
