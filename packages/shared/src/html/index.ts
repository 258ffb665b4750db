export { sanitizeLegalHtml, type SanitizeLegalHtmlOptions } from './sanitize-legal-html.ts';
export { htmlToPlainText, SOURCE_FOOTER_LINES, type HtmlToPlainTextOptions } from './html-to-plain-text.ts';
export { cleanEmbeddedCss, DOCUMENT_STYLE_SCOPE } from './clean-embedded-css.ts';
