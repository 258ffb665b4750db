import { Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { sampleFirmBySlug } from '@batas/shared/samples/firms';
import { notFound, type PageLoader } from '@/app/route-data';
import { ProfileSection } from '@/components/ui/profile-section';
import { paths } from '@/config/paths';
import { FirmOffices, FirmPracticeSections, FirmProfileHeader } from '@/features/firms/components/firm-profile';
import { lawyerPagesQueryOptions } from '@/features/lawyers/api/get-lawyers';
import { LawyersOfFirm } from '@/features/lawyers/components/lawyers-of-firm';
import { firmLawyersQuery } from '@/features/lawyers/utils/lawyer-filters';
import type { RouteHead } from '@/app/route-head';
import { metaDescription } from '@/utils/text';

/** The firm comes with the page (sample data); its lawyers are the directory's, loaded with it on the server. */
export const loader: PageLoader = async ({ params }, { loadInfinite }) => {
  const firm = sampleFirmBySlug(params.slug ?? '');
  if (!firm) return notFound();
  await loadInfinite(lawyerPagesQueryOptions(firmLawyersQuery(firm.name)));
  return null;
};

function BackToFirms() {
  return (
    <Button
      component={Link}
      to={paths.firms.getHref()}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      Back to Law Firms
    </Button>
  );
}

function FirmNotFound() {
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1}>Law firm not found</Title>
          <Text>No law firm has this address. It may have been mistyped, or the firm is no longer listed.</Text>
          <BackToFirms />
        </Stack>
      </Paper>
    </Container>
  );
}

export const head: RouteHead = ({ params }) => {
  const firm = sampleFirmBySlug(params.slug ?? '');
  return firm
    ? { title: firm.name, description: metaDescription(`${firm.name}, ${firm.location}. ${firm.description}`, 300) }
    : { title: 'Law firm not found', description: 'No law firm on Batas has this address.' };
};

/** /firms/{slug}: everything about one firm, with the directory's lawyers who work there. */
export default function FirmProfileRoute() {
  const firm = sampleFirmBySlug(useParams().slug ?? '');
  if (!firm) return <FirmNotFound />;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackToFirms />
        <FirmProfileHeader firm={firm} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <FirmPracticeSections firm={firm} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <FirmOffices firm={firm} />
          </Grid.Col>
        </Grid>
        <ProfileSection title="Lawyers">
          <LawyersOfFirm firmName={firm.name} />
        </ProfileSection>
      </Stack>
    </Container>
  );
}
