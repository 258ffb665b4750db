import { Anchor, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@batas/shared/contracts/alerts';
import type { AlertFrequency } from '@batas/shared/constants';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { notifyFailure } from '@/lib/notify';
import { useDeleteAlert, useUpdateAlert } from '../api/alert-mutations';
import { useAlerts } from '../api/get-alerts';
import { digestTime, FREQUENCY_OPTIONS } from '../utils/frequency';

/**
 * The dashboard's alerts: what each follows, how often it writes, when the next digest goes, and the newest
 * documents it found; pause, resume, change or delete each.
 */
export function AlertsCard() {
  const alerts = useAlerts();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="alerts-title">
      <Title order={2} size="h4" mb={4} id="alerts-title">
        Alerts
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A digest e-mail at 7:00 Philippine time lists what is new for the searches and documents you follow.
      </Text>
      {alerts.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your alerts" />
      ) : alerts.isError ? (
        <LoadError
          message="Could not load your alerts"
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data.length === 0 ? (
        <Text size="sm">
          No alerts yet. Choose Follow on a document, or Follow this search in the{' '}
          <Anchor component={Link} to={paths.lawLibrary.getHref()} underline="always">
            law library
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const failed = (what: string) => (error: Error) => notifyFailure(what, error.message);
  const paused = alert.status === 'paused';
  return (
    <Stack gap={6} component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} mb={2}>
          <Badge variant="light" tt="none">
            {alert.kind === 'search' ? 'Search' : 'Cited by'}
          </Badge>
          {paused && (
            <Badge color="gray.8" variant="light" tt="none">
              Paused
            </Badge>
          )}
        </Group>
        {alert.document?.inLibrary ? (
          <Anchor
            component={Link}
            to={paths.document.getHref(encodeURIComponent(alert.document.slug))}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {alert.label}
          </Anchor>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {alert.label}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {paused ? 'No e-mails while paused.' : `Next digest: ${digestTime(alert.nextRunAt)}.`}{' '}
          {alert.matchCount === 0 ? 'Nothing found yet.' : `${alert.matchCount.toLocaleString('en-US')} found so far.`}
        </Text>
      </div>
      {alert.lastMatches.length > 0 && (
        <Stack
          gap={2}
          component="ul"
          aria-label={`Latest found: ${alert.label}`}
          style={{ margin: 0, paddingLeft: 18 }}
        >
          {alert.lastMatches.map((match) => (
            <li key={match.slug}>
              <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(match.slug))} size="sm">
                {match.heading}
              </Anchor>
              {match.citation && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  · {match.citation}
                </Text>
              )}
              {match.citingSentence && (
                <Text size="xs" fs="italic">
                  “{match.citingSentence}”
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Group gap="xs">
        <Select
          size="xs"
          w={200}
          aria-label={`How often: ${alert.label}`}
          data={FREQUENCY_OPTIONS.map((option) => ({ ...option }))}
          value={alert.frequency}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            update.mutate(
              { id: alert.id, frequency: value as AlertFrequency },
              { onError: failed('Could not change the alert') },
            )
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="xs"
          variant="default"
          aria-label={`${paused ? 'Resume' : 'Pause'}: ${alert.label}`}
          loading={update.isPending && update.variables?.active !== undefined}
          onClick={() =>
            update.mutate({ id: alert.id, active: paused }, { onError: failed('Could not change the alert') })
          }
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          size="xs"
          variant="default"
          aria-label={`Delete alert: ${alert.label}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(alert.id, { onError: failed('Could not delete the alert') })}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
