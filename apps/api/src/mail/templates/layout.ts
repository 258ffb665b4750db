/**
 * The one look of every message: a heading, paragraphs, an optional button, the sign-off. Each message has a
 * plain-text body and an HTML body made from the same parts. Everything that came from a person (names, a
 * reviewer's reason) is passed in as plain text and escaped here, once, for the HTML body.
 */
export interface MailParts {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lists of links under the paragraphs (a digest's documents, under each alert's heading). */
  lists?: MailList[];
  /** A closing line under the button (why the reader got this message, what to do if it was not them). */
  footnote?: string;
  /** A visible unsubscribe link at the very end (messages sent on a schedule). */
  unsubscribe?: { label: string; url: string };
}

export interface MailList {
  heading: string;
  items: Array<{ text: string; url: string; detail?: string; quote?: string | null }>;
  /** A last line linking to the rest ('and 12 more'). */
  more?: { text: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The message's main link, printed to the log when messages are written to the outbox folder. */
  link?: string;
  /** Where a reply goes, when not to the sender (a contact message: to the visitor who wrote it). */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe); nodemailer writes them as given. */
  headers?: Record<string, string>;
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
    ...(parts.lists ?? []).flatMap(listText),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    `— ${SITE}, the Philippine legal information platform`,
    '',
    ...(parts.unsubscribe ? [`${parts.unsubscribe.label}: ${parts.unsubscribe.url}`, ''] : []),
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
${(parts.lists ?? []).map(listHtml).join('\n')}
${button}
${parts.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#555555">${escapeHtml(parts.footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#555555">— ${SITE}, the Philippine legal information platform</p>
${parts.unsubscribe ? `<p style="margin:16px 0 0;font-size:13px"><a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#1c3d6e">${escapeHtml(parts.unsubscribe.label)}</a></p>` : ''}
</div></body></html>
`;
  return { subject: oneLine(subject), text, html, link: parts.action?.url };
}

function listText(list: MailList): string[] {
  return [
    list.heading,
    ...list.items.flatMap((item) => [
      `- ${item.text}${item.detail ? ` (${item.detail})` : ''}`,
      ...(item.quote ? [`  “${item.quote}”`] : []),
      `  ${item.url}`,
    ]),
    ...(list.more ? [`${list.more.text}: ${list.more.url}`] : []),
    '',
  ];
}

function listHtml(list: MailList): string {
  const link = (text: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1c3d6e">${escapeHtml(text)}</a>`;
  const items = list.items.map(
    (item) =>
      `<li style="margin:0 0 10px">${link(item.text, item.url)}${item.detail ? `<br><span style="font-size:13px;color:#555555">${escapeHtml(item.detail)}</span>` : ''}${item.quote ? `<br><q style="font-size:13px;color:#333333">${escapeHtml(item.quote)}</q>` : ''}</li>`,
  );
  const more = list.more ? `<p style="margin:0 0 16px;font-size:14px">${link(list.more.text, list.more.url)}</p>` : '';
  return `<h2 style="margin:24px 0 8px;font-size:17px;color:#1c3d6e">${escapeHtml(list.heading)}</h2>
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.45">${items.join('')}</ul>${more}`;
}
