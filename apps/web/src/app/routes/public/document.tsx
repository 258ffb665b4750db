import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { cleanDocumentTitle } from '@batas/shared/names/index';
import { formatLongUsDate } from '@batas/shared/dates/index';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocument } from '@/features/law-library/api/get-document';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { metaDescription } from '@/utils/text';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * A plain reading view so library links lead somewhere. The full viewer of admin-and-viewer.md (citation lookup,
 * content cleaning, slug URL replacement) is a separate issue and replaces this module.
 */
export default function DocumentRoute() {
  const slug = useParams().slug ?? '';
  const { data: document, isPending, error } = useDocument(slug);
  const title = document ? cleanDocumentTitle(document.title) : undefined;
  usePageMeta({ title: title ?? 'Law Library', description: metaDescription(document?.summary ?? document?.content, 160) });

  const back = (
    <Button component={Link} to={paths.lawLibrary.getHref()} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back to Law Library
    </Button>
  );
  if (isPending) {
    return (
      <PageSpinner label="Loading document" py={80} />
    );
  }
  if (error || !document) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Container size="sm" py={60}>
        <Stack>
          <Alert color={notFound ? 'blue' : 'red'} icon={<IconAlertCircle aria-hidden />}>
            {notFound ? 'Document not found' : 'Failed to load document'}
          </Alert>
          {back}
        </Stack>
      </Container>
    );
  }
  const date = formatLongUsDate(document.dateDecided ?? document.dateEnacted ?? document.date);
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <Group gap={6}>
          <Badge variant="light" tt="none">{document.documentType || 'Legal Document'}</Badge>
          {(document.court || document.courtLevel) && <Badge variant="default" tt="none">{document.court || document.courtLevel}</Badge>}
        </Group>
        <Title order={1} fz={{ base: 24, md: 32 }}>{title}</Title>
        <Text c="dimmed">{[document.citation, date].filter(Boolean).join(' · ')}</Text>
        <Paper withBorder radius="md" p={{ base: 'md', md: 'xl' }}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} ff="Georgia, serif" lh={1.7}>
            {document.content?.trim() || 'No content available'}
          </Text>
        </Paper>
        {back}
      </Stack>
    </Container>
  );
}
