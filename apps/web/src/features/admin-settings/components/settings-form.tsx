import { Alert, Button, Fieldset, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { SCRAPING_LIMITS, SOCIAL_NETWORKS } from '@batas/shared/constants';
import {
  SITE_NAME_MAX,
  siteSettingsBody,
  type SiteSettings,
  type SiteSettingsInput,
} from '@batas/shared/contracts/site-settings';
import { showServerErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { zodFormValidator } from '@/lib/zod-form';
import { useSaveSiteSettings } from '../api/site-settings';

const { maxDocuments, delayMs } = SCRAPING_LIMITS;

const toForm = (settings: SiteSettings): SiteSettingsInput => ({
  siteName: settings.siteName,
  contactEmail: settings.contactEmail ?? '',
  socialLinks: {
    facebook: settings.socialLinks.facebook ?? '',
    x: settings.socialLinks.x ?? '',
    linkedin: settings.socialLinks.linkedin ?? '',
    youtube: settings.socialLinks.youtube ?? '',
  },
  scrapingDefaults: settings.scrapingDefaults,
});

/** Every setting in one form, validated with the API's own schema; the server's field errors land on the fields. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SiteSettingsInput>({
    initialValues: toForm(settings),
    validate: zodFormValidator<SiteSettingsInput>(siteSettingsBody),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.setInitialValues(toForm(answer.data));
        form.resetDirty(toForm(answer.data));
        notifySuccess('Settings saved');
      },
      onError: (error) => setProblem(showServerErrors(form, error, 'The settings could not be saved')),
    });
  });

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label="Site settings">
      <Stack>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Not saved" role="alert">
            {problem}
          </Alert>
        )}
        <Fieldset legend="Site">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Site name" required maxLength={SITE_NAME_MAX} {...form.getInputProps('siteName')} />
            <TextInput
              label="Contact e-mail address"
              type="email"
              description="Where the contact form's messages go. Empty: the contact page says messages cannot be sent yet."
              {...form.getInputProps('contactEmail')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Social links">
          <Text size="sm" c="dimmed" mb="xs">
            Shown in the footer only when set. Full addresses starting with https://.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput
                key={network.key}
                label={network.label}
                type="url"
                placeholder="https://"
                {...form.getInputProps(`socialLinks.${network.key}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Scraping defaults">
          <Text size="sm" c="dimmed" mb="xs">
            What a new scraping job starts with; each job may still change them.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Max documents per category"
              min={maxDocuments.min}
              max={maxDocuments.max}
              allowDecimal={false}
              {...form.getInputProps('scrapingDefaults.maxDocuments')}
            />
            <NumberInput
              label="Delay between requests (ms)"
              min={delayMs.min}
              max={delayMs.max}
              step={delayMs.step}
              allowDecimal={false}
              {...form.getInputProps('scrapingDefaults.delay')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Last saved {new Date(settings.updatedAt).toLocaleString('en-PH')}
            {settings.updatedByEmail ? ` by ${settings.updatedByEmail}` : ''}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
