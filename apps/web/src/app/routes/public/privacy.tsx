import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { TextLink, TextPage, TextSection } from '@/components/layouts/text-page';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';
import { FALLBACK_SITE, useSiteInfo } from '@/lib/site-info';

/**
 * What the platform holds, for how long, and who can see it. Every period here is the code's own: keep this page
 * in step with apps/api (token lifetime in services/auth/tokens.ts, reset links in reset-tokens.ts, uploads in
 * services/uploads, the outbox in mail/, rate-limit counters in plugins/external/rate-counters.ts, folders and alerts in
 * migrations 0090 and 0091).
 */
const HELD = [
  {
    what: 'The Roll of Attorneys',
    detail:
      'Roll number, name, admission date and address of each lawyer on the roll, and what a verified lawyer adds to their own profile (contact details, practice areas, biography, picture).',
    kept: 'As long as the entry is in the directory.',
    who: 'Everyone: the directory is public.',
  },
  {
    what: 'Accounts',
    detail:
      'E-mail address, name, phone number if given, the password as a one-way hash (never the password itself), role, approval status and the time of the last sign-in.',
    kept: 'Until an administrator deletes the account.',
    who: 'You (Settings and Profile); super admins and admins in User Management; moderators see accounts waiting for approval.',
  },
  {
    what: 'Verification uploads and claims',
    detail:
      'The selfie and ID document a lawyer uploads, in a private folder the web server never serves, and the claim itself (the roll entry, the documents named, the decision and its reason).',
    kept: 'Until you upload new ones (the old files are removed at once) or the account is deleted. Files that no record names are removed after 10 minutes.',
    who: 'Only the reviewers of claims: super admins, admins and moderators. Nobody reviews their own claim.',
  },
  {
    what: 'Sessions and sign-in links',
    detail:
      'Signing in gives your browser a token, kept in its local storage; the server keeps no copy. A password-reset link is stored only as a one-way hash.',
    kept: 'A token works for 7 days. Signing out records the session until that token would have expired, then the record is deleted. A reset link works once, for 60 minutes.',
    who: 'Nobody can read a token from the server. Signing out everywhere or changing your password ends every session.',
  },
  {
    what: 'Articles',
    detail:
      'Articles written by verified lawyers, their likes (one per account) and views, counted once a day per visitor from a keyed hash: no address is stored.',
    kept: 'Until the author or an administrator deletes the article.',
    who: 'Everyone, once published. Drafts: the author, super admins, admins and content managers.',
  },
  {
    what: 'Research folders and notes',
    detail:
      'The folders you make, the documents you save in them, in your order, and the private note you write on each (plain text). A saved document that leaves the library stays in your folder with its title and citation.',
    kept: 'Until you delete them. Deleting the account deletes them all.',
    who: 'Only you: no other account, and no page of the site, shows them. The people who run the server can read the database.',
  },
  {
    what: 'Alerts',
    detail:
      'The searches (words and filters) and documents you follow, how often you want a digest, when the last one was made, and which documents each alert has found. A digest e-mail goes through the outbox below; its unsubscribe link carries a random token kept only as a one-way hash, and it can do nothing but pause your alerts.',
    kept: 'Until you delete them. Deleting the account deletes them, with what they found and their unsubscribe links.',
    who: 'Only you, on your dashboard. The people who run the server can read the database.',
  },
  {
    what: 'E-mail (the outbox)',
    detail:
      'Every message the platform sends (welcome, password reset and change, claim and account decisions, alert digests, contact-form messages with the name, address and text you entered) is first saved with its recipient, then sent.',
    kept: 'Kept after sending; no automatic deletion. A message that cannot be delivered is retried for 3 days.',
    who: 'No page of the site shows it; only the people who run the server and its database.',
  },
  {
    what: 'Rate-limit counters',
    detail:
      'Counts of attempts (sign-ins, registrations, password resets, uploads, contact messages) per connection address or account, stored as a one-way hash of that address or e-mail.',
    kept: 'From one minute to one hour, depending on the limit; a counter is deleted soon after its window ends.',
    who: 'Nobody: they only slow down repeated attempts.',
  },
  {
    what: 'Search and reading counts',
    detail:
      'For each day: how often each library search was made (its words in lower case, and how many results it found) and how often each document was opened. Nothing links a count to a person, an account or an address.',
    kept: '400 days, then deleted automatically.',
    who: 'Super admins and admins, as charts in the back-office.',
  },
  {
    what: 'Audit log',
    detail:
      'What administrators did: approvals, rejections, deletions, claim decisions, document and settings changes (with the fields changed, before and after), with who did it and when.',
    kept: 'No automatic deletion.',
    who: 'Super admins.',
  },
] as const;

export const head: RouteHead = () => ({
  title: 'Privacy Policy',
  description:
    'What the platform holds about lawyers, account holders and visitors, how long it keeps it, and who can see it.',
});

export default function PrivacyRoute() {
  const site = useSiteInfo().data ?? FALLBACK_SITE;
  return (
    <TextPage
      title="Privacy Policy"
      lead={`What ${site.siteName} holds, how long it keeps it, and who can see it. Reading the library and the directory needs no account.`}
    >
      <TextSection id="held" title="What we hold">
        {/* One block per kind of data rather than a wide table: it reads the same on a phone. */}
        {HELD.map((row) => (
          <Paper key={row.what} withBorder radius="md" p="md" component="article" aria-label={row.what}>
            <Title order={3} size="h4" mb="xs">
              {row.what}
            </Title>
            <Text>{row.detail}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
              <div>
                <Text fw={600} size="sm">
                  How long
                </Text>
                <Text size="sm">{row.kept}</Text>
              </div>
              <div>
                <Text fw={600} size="sm">
                  Who can see it
                </Text>
                <Text size="sm">{row.who}</Text>
              </div>
            </SimpleGrid>
          </Paper>
        ))}
      </TextSection>
      <TextSection id="logs" title="Server logs">
        <Text>
          Like most web servers, ours writes a line for each request (the page asked for, the time and the connection
          address) to its own output. Passwords and sign-in tokens are left out of these lines. How long they are kept
          depends on how the server is run.
        </Text>
      </TextSection>
      <TextSection id="no-tracking" title="What we do not do">
        <Text>
          No advertising, no third-party trackers and no cookies for tracking. Your browser keeps only your sign-in
          token, until you sign out.
        </Text>
      </TextSection>
      <TextSection id="rights" title="Your choices">
        <Text>
          You can change your name, phone number and password in{' '}
          <TextLink to={paths.settings.getHref()}>Settings</TextLink> and sign out of every device there. To have your
          account deleted, or to ask what we hold about you, write to us through the{' '}
          <TextLink to={paths.contact.getHref()}>contact page</TextLink>.
        </Text>
      </TextSection>
    </TextPage>
  );
}
