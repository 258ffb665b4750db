/**
 * The one look of every message: a heading, paragraphs, an optional button, the sign-off. Each message has a
 * plain-text body and an HTML body made from the same parts. Everything that came from a person (names, a
 * reviewer's reason) is passed in as plain text and escaped here, once, for the HTML body.
 */
export interface MailParts {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the button (why the reader got this message, what to do if it was not them). */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The message's main link, printed to the log when messages are written to the outbox folder. */
  link?: string;
  /** Where a reply goes, when not to the sender (a contact message: to the visitor who wrote it). */
  replyTo?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A subject or name squeezed onto one line: nobody's input may start a new header line. */
export const oneLine = (value: string, max = 120) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);

const SITE = 'Batas';

export function renderMail(subject: string, parts: MailParts): RenderedMail {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    `— ${SITE}, the Philippine legal information platform`,
    '',
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1c3d6e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;color:#1c3d6e">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(paragraph).join('\n')}
${button}
${parts.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#555555">${escapeHtml(parts.footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#555555">— ${SITE}, the Philippine legal information platform</p>
</div></body></html>
`;
  return { subject: oneLine(subject), text, html, link: parts.action?.url };
}
