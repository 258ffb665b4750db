import { type DocumentInput } from '@batas/db/documents';

/** The two public collections the whole library is installed from. */
export type CollectionId = 'gazette' | 'lawphil';

/**
 * Where one copy of a document came from: the publisher readers see ("Source: LawPhil"), the publisher's page when
 * its address is known, the PDF when the publisher has one, and the collection file it was read from.
 */
export interface Provenance {
  /** 'LawPhil', 'Official Gazette', 'Supreme Court E-Library'. */
  sourceName: string;
  /** The publisher's page of this document, or null when its address cannot be known for certain. */
  sourceUrl: string | null;
  pdfUrl: string | null;
  collection: CollectionId;
  /** Path of the file inside the collection's repository, as the repository spells it. */
  path: string;
}

/**
 * One collection file read into a library document: the fields of the one write path (DocumentInput), plus what
 * the installer needs to merge copies, keep every provenance and assemble codes published in parts.
 */
export interface CollectionRecord {
  document: DocumentInput & {
    /**
     * What readers call it: 'Tañada v. Tuvera' for a decision (from its caption), the declared short title for a
     * statute ('Data Privacy Act of 2012'); null when the text gives none.
     */
    shortTitle?: string | null;
  };
  provenance: Provenance;
  /** The publisher has only a PDF: the document has no text of its own and is found by number, title and date. */
  textAtSource?: boolean;
  /**
   * One part of a code the publisher printed over many pages (the Administrative Code of 1987 is one Gazette page
   * per chapter): the installer joins the parts, in `order`, into the code's one document.
   */
  part?: CodePart;
  /**
   * Set when the file is a separate opinion that the publisher printed on a page of its own: it is no document of
   * its own but belongs at the end of the decision it was written in, after that decision's text. `document`
   * then describes the opinion itself (its text, its author as ponente, the decision's citation and date).
   */
  separateOpinion?: SeparateOpinion;
}

export interface SeparateOpinion {
  /** The decision's citation, exactly as the decision's own record gives it: 'G.R. No. 127325, March 19, 1997'. */
  decisionCitation: string;
  /** As the page heads it: 'Dissenting Opinion', 'Concurring and Dissenting Opinion'. */
  heading: string;
  /** The justice as printed ('VITUG', 'DAVIDE, JR.'); null when the page does not say. */
  author: string | null;
  /** Place among the case's separate opinions as the publisher lists them (1 = first); null when unlisted. */
  order: number | null;
}

export interface CodePart {
  /** The code's citation, the same for every part: 'Executive Order No. 292, s. 1987'. */
  codeCitation: string;
  /** Where this part sits: Book, Title and Chapter labels as printed ('BOOK I', 'Chapter 1 - The National Territory'). */
  headings: string[];
  /** Sort key of the part within the code (book, title, chapter numbers), so parts arriving in any order line up. */
  order: number[];
}

/** What reading one file gave: a document, or a reason the file holds none (listed in the install summary). */
export type ReadResult =
  | { ok: true; record: CollectionRecord }
  | {
      ok: false;
      skipped: string;
      /**
       * Set when the file's document is read from another file of the collection instead (the Gazette's metadata
       * record of an issuance whose saved page is read): no loss, so the summary counts it apart from real skips;
       * the installer may check that the named file was read.
       */
      readFrom?: string;
    };
