/**
 * The class of the element a document's body is shown in; a document's embedded stylesheet is rewritten so that
 * its rules only ever apply inside it (clean-embedded-css.ts). Its own module, so that the viewer, which only needs
 * the name, does not ship the stylesheet cleaner to the browser.
 */
export const DOCUMENT_STYLE_SCOPE = 'legal-document';
