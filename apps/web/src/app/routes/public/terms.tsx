import { List, Text } from '@mantine/core';
import { TextLink, TextPage, TextSection } from '@/components/layouts/text-page';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';
import { FALLBACK_SITE, useSiteInfo } from '@/lib/site-info';

export const head: RouteHead = () => ({
  title: 'Terms of Service',
  description: 'The rules for using the law library, the lawyer directory, accounts and articles.',
});

/** /terms: the rules for using the site, its accounts and what lawyers publish on it. */
export default function TermsRoute() {
  const { siteName } = useSiteInfo().data ?? FALLBACK_SITE;
  return (
    <TextPage title="Terms of Service" lead={`By using ${siteName} you agree to these terms.`}>
      <TextSection id="information" title="Legal information, not legal advice">
        <Text>
          {siteName} publishes court decisions, laws and issuances, and a directory of lawyers, as information. Nothing
          on the site is legal advice, and using it does not make anyone your lawyer. For advice on your situation,
          consult a lawyer.
        </Text>
        <Text>
          Documents come from public sources, each named on the document, and are copied and formatted by software.
          Mistakes can happen: check the text against its source before you rely on it. Sample documents, which fill
          gaps in the library, are marked as such.
        </Text>
      </TextSection>
      <TextSection id="accounts" title="Your account">
        <List spacing="xs">
          <List.Item>Give true details, keep your password to yourself, and tell us if someone else used it.</List.Item>
          <List.Item>
            Claim only your own entry of the Roll of Attorneys. Verification documents must be yours and genuine; a
            claim is approved only after an administrator has checked them.
          </List.Item>
          <List.Item>
            Administrators may refuse a registration or a claim, and deactivate or delete an account that breaks these
            terms.
          </List.Item>
        </List>
      </TextSection>
      <TextSection id="articles" title="Articles and profiles">
        <Text>
          Verified lawyers are responsible for what they write in their articles and profiles. It must be accurate, must
          not break the rules on lawyer advertising and solicitation that bind them, and must not infringe anyone else's
          rights. Administrators may unpublish or delete an article, or correct a profile, that does.
        </Text>
      </TextSection>
      <TextSection id="use" title="Fair use of the site">
        <List spacing="xs">
          <List.Item>
            Do not use the directory's contact details for mass mailings or anything other than contacting a lawyer
            about a legal matter.
          </List.Item>
          <List.Item>
            Do not try to get around sign-in, rate limits or permissions, or load the site so heavily that others cannot
            use it.
          </List.Item>
        </List>
      </TextSection>
      <TextSection id="changes" title="Changes and questions">
        <Text>
          These terms may change as the site does; the version on this page is the one that applies. How we handle
          personal data is in the <TextLink to={paths.privacy.getHref()}>Privacy Policy</TextLink>. Questions go through
          the <TextLink to={paths.contact.getHref()}>contact page</TextLink>.
        </Text>
      </TextSection>
    </TextPage>
  );
}
