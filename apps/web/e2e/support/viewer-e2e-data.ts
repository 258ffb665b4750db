import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Database } from '@batas/db';
import { createDocument } from '@batas/db/test';

/** Documents the viewer and /citations browser tests need, created once per run next to the shared data. */
export interface ViewerE2eData {
  /** Two decisions under G.R. No. 300301 on different dates: 'GR-300301' must offer both (the 300 answer). */
  shared: { citation: string; first: { slug: string; title: string }; second: { slug: string; title: string } };
  /** A decision whose body cites Tañada (in the library) and a made-up G.R. number (missing). */
  citing: { slug: string; title: string; missingCitation: string };
  /** A decision applying the Data Privacy Act: the statute's "Decisions citing this law". */
  privacyDecision: { slug: string; title: string };
  /** A decision whose body carries a hostile stylesheet (hide the page, cover it, pull itself over the header). */
  hostileCss: { slug: string; title: string };
  /** The Civil Code's real text, Human Relations to Book I Title I (Articles 19–51): anchors and contents. */
  civilCode: { slug: string; title: string };
  /** The Revised Penal Code's real text, whole: its books, titles and chapters, and Art. 308 for a search on 'theft'. */
  penalCode: { slug: string; title: string };
  /** A real decision with sub-headings (The Facts, The Issues, Ruling of the Court) and a WHEREFORE paragraph. */
  headedDecision: { slug: string; title: string };
  /** How many documents this adds to the library. */
  count: number;
}

interface StarterDocument {
  title: string;
  citation: string;
  dateEnacted: string | null;
  content: string;
}

/** Real texts from the starter library a fresh installation gets (packages/db/data). */
function starterDocument(citation: string): StarterDocument {
  const file = new URL('../../../../packages/db/data/starter-library.jsonl.gz', import.meta.url);
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n');
  const found = lines.map((line) => JSON.parse(line) as StarterDocument).find((doc) => doc.citation === citation);
  if (!found) throw new Error(`${citation} is not in the starter library`);
  return found;
}

// An excerpt, so the other tests' searches ('official gazette', Article 2) do not start finding the Code.
function civilCodeExcerpt(): string {
  const text = starterDocument('Republic Act No. 386').content;
  return `PRELIMINARY TITLE\n\n${text.slice(text.indexOf('CHAPTER 2\n\nHuman Relations'), text.indexOf('TITLE II\n\nCitizenship'))}`;
}

export async function seedViewerE2eData(db: Database): Promise<ViewerE2eData> {
  const decision = {
    documentType: 'Supreme Court Decision',
    court: 'Supreme Court',
    courtLevel: 'Supreme Court',
  } as const;
  const first = await createDocument(db, {
    ...decision,
    title: 'RAMOS v. COMMISSION ON AUDIT',
    citation: 'G.R. No. 300301, February 1, 2018',
    dateDecided: '2018-02-01',
    content: 'The petition for certiorari is GRANTED. SO ORDERED.',
  });
  const second = await createDocument(db, {
    ...decision,
    title: 'RAMOS v. COMMISSION ON AUDIT (RESOLUTION)',
    citation: 'G.R. No. 300301, July 15, 2019',
    dateDecided: '2019-07-15',
    content: 'The motion for reconsideration is DENIED with finality.',
  });
  const citing = await createDocument(db, {
    ...decision,
    title: '[ G.R. No. 300302, March 9, 2021 ] MENDOZA v. PEOPLE OF THE PHILIPPINES',
    citation: 'G.R. No. 300302, March 9, 2021',
    grNumber: '300302',
    dateDecided: '2021-03-09',
    ponente: 'LEONEN, J.',
    summary: 'Publication is an indispensable condition for the effectivity of penal laws.',
    htmlContent:
      '<p>THIRD DIVISION</p><p>DECISION</p><p>LEONEN, J.:</p>' +
      '<p>Publication is indispensable. As held in Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, laws must be published. ' +
      'Petitioner also relies on G.R. No. 999777, May 5, 2020, which does not exist.</p>' +
      '<p>The right to information on matters of public concern is recognized. Publication must be in full.</p>' +
      '<p>The Lawphil Project - Arellano Law Foundation</p>',
  });
  const privacyDecision = await createDocument(db, {
    ...decision,
    title: 'NATIONAL PRIVACY COMMISSION v. SANTOS',
    citation: 'G.R. No. 300303, June 1, 2022',
    dateDecided: '2022-06-01',
    content: 'Under Republic Act No. 10173, personal information controllers must protect the data they process.',
  });
  const hostileCss = await createDocument(db, {
    ...decision,
    title: 'REYES v. COURT OF TAX APPEALS',
    citation: 'G.R. No. 300304, August 8, 2022',
    dateDecided: '2022-08-08',
    htmlContent: `<style>${HOSTILE_CSS}</style><p>THIRD DIVISION</p><p>The petition is DENIED for lack of merit.</p>`,
  });
  const civilCode = await createDocument(db, {
    title: 'AN ACT TO ORDAIN AND INSTITUTE THE CIVIL CODE OF THE PHILIPPINES',
    documentType: 'Republic Act',
    court: 'Congress',
    courtLevel: 'Legislature',
    citation: 'Republic Act No. 386',
    dateDecided: null,
    dateEnacted: '1949-06-18',
    content: civilCodeExcerpt(),
  });
  const rpc = starterDocument('Act No. 3815, December 08, 1930');
  const penalCode = await createDocument(db, {
    title: rpc.title,
    documentType: 'Act',
    court: null,
    courtLevel: null,
    citation: rpc.citation,
    dateDecided: null,
    dateEnacted: rpc.dateEnacted,
    content: rpc.content,
  });
  const headedDecision = await createDocument(db, {
    ...decision,
    title:
      'PHILIPPINE GEOTHERMAL, INC. EMPLOYEES UNION (PGIEU), PETITIONER, CHEVRON GEOTHERMAL PHILS. HOLDINGS, INC., RESPONDENT.',
    citation: 'G.R. No. 207252, January 24, 2018',
    dateDecided: '2018-01-24',
    content: starterDocument('G.R. No. 207252, January 24, 2018').content,
  });
  return {
    civilCode: { slug: String(civilCode.slug), title: String(civilCode.title) },
    headedDecision: { slug: String(headedDecision.slug), title: String(headedDecision.title) },
    penalCode: { slug: String(penalCode.slug), title: String(penalCode.title) },
    shared: {
      citation: 'GR-300301',
      first: { slug: String(first.slug), title: String(first.title) },
      second: { slug: String(second.slug), title: String(second.title) },
    },
    citing: { slug: String(citing.slug), title: String(citing.title), missingCitation: 'G.R. No. 999777' },
    privacyDecision: { slug: String(privacyDecision.slug), title: String(privacyDecision.title) },
    hostileCss: { slug: String(hostileCss.slug), title: String(hostileCss.title) },
    count: 8,
  };
}

/** What a hostile source page could put in a document's <style>: every rule aims at the page around the document. */
const HOSTILE_CSS = [
  '#root, header, nav, footer, main, h1 { display: none !important }',
  'html, body, :root, * { visibility: hidden; background: black }',
  '~ *, > *, + * { display: none }',
  ':is(body) header, :where(html) h1 { display: none }',
  'div, p { position: fixed; inset: 0; z-index: 2147483647; width: 100vw; height: 100vh; background-color: rgb(200, 0, 0) }',
  'p { margin-top: -3000px; transform: translateY(-2000px) }',
  'p::after { content: "Your session expired"; position: fixed; inset: 0; z-index: 2147483647 }',
  '@media screen { header, h1 { display: none } }',
  '@layer x { header { display: none } }',
  // The document's own look, which must still apply inside it.
  'p { color: rgb(12, 34, 56) }',
].join('\n');
