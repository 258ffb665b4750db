export { sanitizeLegalHtml, type SanitizeLegalHtmlOptions } from './sanitize-legal-html.ts';
export {
  htmlToPlainText,
  removeSourceChrome,
  SOURCE_FOOTER_LINES,
  type HtmlToPlainTextOptions,
} from './html-to-plain-text.ts';
export { cleanEmbeddedCss } from './clean-embedded-css.ts';
export { DOCUMENT_STYLE_SCOPE } from './document-style-scope.ts';
