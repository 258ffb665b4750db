import { Alert, Anchor, Text } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { TextLink, TextPage } from '@/components/layouts/text-page';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import type { RouteHead } from '@/app/route-head';
import { useSiteInfo } from '@/lib/site-info';

export const head: RouteHead = () => ({
  title: 'Contact Us',
  description: 'Send a question or a correction to the people who run the site.',
});

/** /contact: a form that e-mails the site's contact address (Admin → Settings), once there is one. */
export default function ContactRoute() {
  const site = useSiteInfo();
  return (
    <TextPage
      title="Contact Us"
      lead={
        <>
          Questions, corrections to a document or a profile, or a request about your data. For how to search and claim a
          profile, see the <TextLink to={paths.help.getHref()}>Help Center</TextLink>.
        </>
      }
    >
      {site.isPending ? (
        <PageSpinner label="Loading the contact form" />
      ) : site.isError ? (
        <LoadError
          message="Failed to load the contact form"
          error={site.error}
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      ) : site.data.acceptsMessages ? (
        <>
          <ContactForm />
          <Text size="sm" c="dimmed">
            {site.data.contactEmail && (
              <>
                Or write to{' '}
                <Anchor href={`mailto:${site.data.contactEmail}`} underline="always">
                  {site.data.contactEmail}
                </Anchor>
                .{' '}
              </>
            )}
            We cannot give legal advice: for that, <TextLink to={paths.lawyers.getHref()}>find a lawyer</TextLink>.
          </Text>
        </>
      ) : (
        <Alert title="Messages cannot be sent yet" role="status">
          The site has no contact address yet. An administrator sets it in the settings; until then, please try again
          later.
        </Alert>
      )}
    </TextPage>
  );
}
