/**
 * How the first lines of an issuance read, for finding its long title: the header printed above it, the number
 * line, the words its body opens with, and the verbs its title opens with.
 */

/** The palace, the Office of the President, the Congress, the session, the bill numbers. */
export const HEADER_LINES: readonly RegExp[] = [
  /^\(?(?:Office of the President(?: of the Philippines)?|Tanggapang? ng Pag?ulo(?: ng Pilipinas)?)\b/i,
  /^(?:Palasyo ng )?Malaca\s?[ñn]\s?a\s?n/i,
  /^M\s?A\s?L\s?A\s?C\s?A\s?[ÑN]\s?A\s?N/,
  /^(?:Manila|Maynila|Metro Manila|Kalakhang Maynila|Quezon City|Washington,? D\.? ?C\.?|of the Philippines)\.?$/i,
  /^(?:Residence of the President|By the President|Sa Ngalan ng Pangulo|Atas ng Pangulo|Inilagda ng Pangulo)\b/i,
  /^(?:Republic of the Philippines|Republika ng Pilipinas|Congress of the Philippines|Kongreso ng Pilipinas|Commonwealth of the Philippines)\b/i,
  /^\S+\s+(?:Congress|Kongreso)$/i,
  /^\S+\s+(?:Regular|Special|Extraordinary)\s+Session$|^(?:Ikatlong|Unang|Ikalawang|Ikaapat na)\s+/i,
  /^(?:Begun and held|Sinimulan at)\b/i,
  // 'MANILA, June 21, 1962': where and when a memorandum was signed, printed above it.
  /^(?:(?:City of )?Manila|Quezon City|Malaca[ñn]ang?)\s*,\s*[^,]{3,20},?\s*(?:1[89]|20)\d{2}\.?$/i,
  /^(?:(?:[SH]|N|Senate|House)\.?\s*(?:Bill\s+)?(?:No|Blg)\.?\s*\d+[\s,]*)+$/i,
];

/** '[REPUBLIC ACT NO. 10173]', 'PROCLAMATION NO. 126 – December 27, 1965', 'EXECUTIVE ORDER NO. (UNNUMBERED)'. */
export const NUMBER_LINE =
  /^[[(]?\s*(?:Republic\s+Act|Presidential\s+Decree|Executive\s+Order|Administrative\s+Order|Procl\w{0,3}mation|Memorandum\s+(?:Circular|Order)|Letters?\s+of\s+(?:Instructions?|Implementation)|General\s+Orders?|Proklamasyon|Atas\s+Tagapagpaganap|Batas\s+(?:Republika|Pambansa)|Joint\s+Memorandum\s+Circular)\.?\s*(?:No|Nos|Blg|Bilang|Number)?\s*[.:]?\s*(?:\d[\dA-Z]*(?:\s*[-–]\s*[A-Z\d]+)?|\(UNNUMBERED\))\s*[\])]?[.,]?\s*/i;

/** Where a text's body starts: a recital, an enacting clause, an addressee, a section. No title comes after one. */
export const BODY_OPENER =
  /^(?:WHEREAS|Be it (?:enacted|ordained)|By (?:virtue|the authority)|Pursuant|I,\s|We,\s|SEC(?:TION)?\.?\s*\d|Section\s+\d|ARTICLE\s+[IVX\d]|Art\.\s*\d|TO\s*:|FOR\s*:|SUBJECT\s*:|In (?:the exercise|accordance|view)|Under (?:the|and by)|It is hereby|There is hereby|Upon (?:the )?recommendation|Considering(?:,|\s+that)|NOW,? THEREFORE|IN WITNESS|The (?:Secretary|President|following|Department|Commission)\b|All (?:heads|departments|government)\b)/i;

/** The verbs the Gazette's issuances are titled with ('Declaring the existence of …', 'Creating the …'). */
export const TITLE_VERB =
  /^(?:Further\s+)?(?:Declaring|Creating|Amending|Establishing|Providing|Designating|Authorizing|Directing|Prescribing|Reserving|Excluding|Revoking|Granting|Constituting|Adopting|Reorganizing|Instituting|Extending|Calling|Suspending|Modifying|Implementing|Approving|Transferring|Requiring|Setting|Fixing|Allowing|Withdrawing|Converting|Renaming|Imposing|Prohibiting|Regulating|Promulgating|Reconstituting|Abolishing|Lifting|Expanding|Strengthening|Institutionalizing|Enjoining|Ordering|Organizing|Restructuring|Rationalizing|Reiterating|Redefining|Placing|Proclaiming|Defining|Delegating|Mandating|Increasing|Reducing|Adjusting|Opening|Launching|Encouraging|Accepting|Restoring|Reverting|Dissolving|Terminating|Recognizing|Attaching|Integrating|Segregating|Reclassifying|Exempting|Appropriating|Ratifying|Excepting|Disestablishing|Commemorating|Enhancing|Intensifying|Promoting|Supporting|Consolidating|Making)\b/i;
