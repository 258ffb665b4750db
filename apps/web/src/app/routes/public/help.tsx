import { Code, List, Text, Title } from '@mantine/core';
import { TextLink, TextPage, TextSection } from '@/components/layouts/text-page';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';

export const head: RouteHead = () => ({
  title: 'Help Center',
  description:
    'How to search Philippine decisions and laws by words, phrases and citations, read the citator, and register or claim a lawyer profile.',
});

/** /help: how to search the library, read and cite a document, and, for lawyers, register and claim a profile. */
export default function HelpRoute() {
  return (
    <TextPage title="Help Center" lead="How to find the law you need, cite it, and manage a lawyer profile.">
      <TextSection id="search" title="Searching the law library">
        <Text>
          Open the <TextLink to={paths.lawLibrary.getHref()}>Law Library</TextLink> and type in the Keyword box. Results
          are sorted by relevance, and the passage that matched is shown with your words highlighted.
        </Text>
        <Title order={3} size="h4">
          Keywords and phrases
        </Title>
        <List spacing="xs">
          <List.Item>
            Words: <Code>illegal dismissal backwages</Code> finds documents with all of these words, in any order.
          </List.Item>
          <List.Item>
            Exact phrases: put them in double quotes, <Code>"due process"</Code>.
          </List.Item>
          <List.Item>
            Leave a word out with a minus sign, <Code>estafa -checks</Code>, or accept either word with OR,{' '}
            <Code>lease OR rental</Code>.
          </List.Item>
          <List.Item>
            When nothing matches, a misspelled word is corrected to the closest word of a title and the search is run
            again; the page tells you so.
          </List.Item>
        </List>
        <Title order={3} size="h4">
          Citations and names
        </Title>
        <List spacing="xs">
          <List.Item>
            Type a citation as it is usually written: <Code>G.R. No. 63915</Code>, <Code>R.A. 386</Code>,{' '}
            <Code>BP 22</Code> (the same as <Code>B.P. Blg. 22</Code>). The document it names comes first.
          </List.Item>
          <List.Item>
            Popular names of laws and case names work too: <Code>Bouncing Checks Law</Code>,{' '}
            <Code>Manila Prince Hotel v. GSIS</Code>.
          </List.Item>
          <List.Item>
            To check every citation of a brief or memo at once, paste it into the{' '}
            <TextLink to={paths.citations.getHref()}>Citation Checker</TextLink>: each citation is linked to its
            document, or marked missing.
          </List.Item>
        </List>
        <Title order={3} size="h4">
          Filters
        </Title>
        <Text>
          The category buttons above the results narrow them to one kind of document (decisions, Republic Acts and other
          statutes, executive issuances, treaties). Year, Court and Law Category combine with your words, and Sort by
          orders the results by relevance or date. Every filter is part of the page address, so a filtered search can be
          bookmarked or shared.
        </Text>
      </TextSection>

      <TextSection id="citing" title="Reading and citing a document">
        <List spacing="xs">
          <List.Item>
            Each document has its own address built from its citation, for example{' '}
            <TextLink to={paths.document.getHref('GR-63915-1985-04-24')}>/law-library/GR-63915-1985-04-24</TextLink> for
            G.R. No. 63915 decided on 24 April 1985. Copy it from the address bar to link to the document.
          </List.Item>
          <List.Item>
            Citations inside the text are links: follow one to read the decision or law it names. A citation the library
            does not hold is marked as missing instead.
          </List.Item>
          <List.Item>
            Under the document, the citator lists what it <strong>cites</strong> (the earlier decisions and laws it
            relies on) and what it is <strong>cited by</strong> (the later documents that cite it), so you can follow a
            doctrine forward and back.
          </List.Item>
          <List.Item>
            Use the find bar above the text to jump between the places where a word or phrase appears.
          </List.Item>
          <List.Item>
            Each document names its source (for example LawPhil or the Supreme Court E-Library), linked to the page its
            text was taken from when known. Before you cite it in a filing, check the text against that source.
          </List.Item>
        </List>
      </TextSection>

      <TextSection id="lawyers" title="For lawyers: registering and claiming your profile">
        <Text>
          The <TextLink to={paths.lawyers.getHref()}>lawyer directory</TextLink> lists the Roll of Attorneys. To manage
          your own entry:
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>
            <TextLink to={paths.register.getHref()}>Sign up</TextLink> as a lawyer with your roll number: it is checked
            against the roll, and your name is taken from your entry. If you already have an account, use{' '}
            <TextLink to={paths.claimProfile.getHref()}>Claim Lawyer Profile</TextLink> instead: search the roll, choose
            your entry and say which documents prove it is you.
          </List.Item>
          <List.Item>
            From your dashboard, upload a selfie (JPEG or PNG) and an ID document (JPEG, PNG or PDF), each up to 5 MB.
            Only the administrators who review claims can open them.
          </List.Item>
          <List.Item>
            An administrator reviews the claim and approves or rejects it, with a reason. You get an e-mail either way;
            after a rejection you can upload new documents or claim again.
          </List.Item>
          <List.Item>
            Once verified, you can edit your public profile (contact details, practice areas, biography) and write
            articles.
          </List.Item>
        </List>
        <Text>
          Still stuck? <TextLink to={paths.contact.getHref()}>Contact us</TextLink>.
        </Text>
      </TextSection>
    </TextPage>
  );
}
