import { notFound, type PageLoader } from '@/app/route-data';
import { Alert, Button, Container, Grid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { lawyerQueryKey, lawyerQueryOptions, useLawyer } from '@/features/lawyers/api/get-lawyer';
import { LawyerCareerSections } from '@/features/lawyers/components/lawyer-career-sections';
import { LawyerContactSections } from '@/features/lawyers/components/lawyer-contact-sections';
import { LawyerProfileHeader, LawyerTags } from '@/features/lawyers/components/lawyer-profile-header';
import { LawyerTrustPanel } from '@/features/lawyers/components/lawyer-trust-panel';
import { ClaimThisProfile } from '@/features/claims/components/claim-this-profile';
import { lawyerArticlesQueryOptions } from '@/features/articles/api/get-lawyer-articles';
import { LawyerArticlesSection } from '@/features/articles/components/lawyer-articles-section';
import { useSession } from '@/lib/auth';
import { mayEditLawyerProfile } from '@/lib/roles';
import { ProfileSection } from '@/components/ui/profile-section';
import { lawyerName } from '@/features/lawyers/utils/lawyer-display';
import { lawyerMetaDescription } from '@/features/lawyers/utils/lawyer-meta';
import type { RouteHead } from '@/app/route-head';
import { PageSpinner } from '@/components/ui/page-spinner';

export const loader: PageLoader = async ({ params }, { load, queryClient }) => {
  const id = params.id ?? '';
  await Promise.all([load(lawyerQueryOptions(id)), load(lawyerArticlesQueryOptions(id))]);
  return queryClient.getQueryData(lawyerQueryOptions(id).queryKey) === null ? notFound() : null;
};

/** The lawyer's name once the profile is in; until then (or when it failed) a generic title. */
export const head: RouteHead = ({ params, queryClient }) => {
  const lawyer = queryClient.getQueryData(lawyerQueryOptions(params.id ?? '').queryKey);
  return {
    title: lawyer ? lawyerName(lawyer) : lawyer === null ? 'Lawyer not found' : 'Lawyer Profile',
    description: lawyer ? lawyerMetaDescription(lawyer) : null,
  };
};

export default function LawyerProfileRoute() {
  const id = useParams().id ?? '';
  const { data: lawyer, isPending, error } = useLawyer(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();

  // The roll number is the profile's public address: an internal id in the URL is replaced by it (no reload,
  // no extra request: the answer is cached under the new key first).
  useEffect(() => {
    const roll = lawyer?.rollNumber?.trim();
    if (!lawyer || !roll || roll === id) return;
    client.setQueryData(lawyerQueryKey(roll), lawyer);
    void navigate(paths.lawyer.getHref(roll), { replace: true });
  }, [lawyer, id, client, navigate]);

  if (isPending) {
    return <PageSpinner label="Loading lawyer profile" py={80} />;
  }
  if (error || !lawyer) {
    const notFound = lawyer === null;
    return (
      <Container size="sm" py={60}>
        <Stack>
          <Alert
            color={notFound ? 'blue' : 'red'}
            icon={<IconAlertCircle aria-hidden />}
            title={notFound ? 'Lawyer not found' : undefined}
          >
            {notFound ? 'No lawyer matches this roll number or profile id.' : 'Failed to load lawyer profile'}
          </Alert>
          <Button
            component={Link}
            to={paths.lawyers.getHref()}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Find Lawyers
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <LawyerProfileHeader lawyer={lawyer} />
            {mayEditLawyerProfile(user, lawyer._id) && (
              <Button
                component={Link}
                to={paths.lawyerEdit.getHref(lawyer.rollNumber || lawyer._id)}
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                Edit profile
              </Button>
            )}
            {lawyer.bio && (
              <ProfileSection title="About">
                <Text style={{ whiteSpace: 'pre-line' }}>{lawyer.bio}</Text>
              </ProfileSection>
            )}
            {lawyer.practiceAreas?.length || lawyer.specializations?.length || lawyer.languages?.length ? (
              <ProfileSection title="Practice">
                <LawyerTags label="Practice areas" values={lawyer.practiceAreas} />
                <LawyerTags label="Specializations" values={lawyer.specializations} />
                <LawyerTags label="Languages" values={lawyer.languages} />
              </ProfileSection>
            ) : null}
            <LawyerCareerSections lawyer={lawyer} />
            {/* Keyed by the address the loader read (roll number or id), so the server-rendered list hydrates. */}
            <LawyerArticlesSection lawyerId={id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <LawyerTrustPanel lawyer={lawyer} />
            <ClaimThisProfile lawyer={lawyer} />
            <LawyerContactSections lawyer={lawyer} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
