import { oneLine, renderMail, type RenderedMail } from './layout.ts';

/** A visitor's message from the contact page, to the site's contact address; a reply goes to the visitor. */
export interface ContactMessageParams {
  name: string;
  email: string;
  subject: string;
  message: string;
  siteName: string;
}

export function contactMessageMail(params: ContactMessageParams): RenderedMail {
  // Everything here was typed by a visitor: renderMail escapes it for the HTML body and oneLine keeps the
  // subject on one header line.
  return {
    ...renderMail(`[${oneLine(params.siteName, 80)} contact] ${oneLine(params.subject)}`, {
      heading: 'A message from the contact page',
      paragraphs: [
        `From: ${oneLine(params.name)} <${oneLine(params.email, 254)}>`,
        `Subject: ${oneLine(params.subject)}`,
        params.message,
      ],
      footnote: 'Reply to this e-mail to answer the sender: the reply goes to the address they gave.',
    }),
    replyTo: oneLine(params.email, 254),
  };
}

/** Admin → Settings → "Send a test e-mail": proves that mail leaves the platform, to the admin who asked. */
export interface TestMailParams {
  siteName: string;
  requestedAt: string;
}

export function testMail(params: TestMailParams, publicUrl: string): RenderedMail {
  return renderMail(`${oneLine(params.siteName, 80)} test e-mail`, {
    heading: 'Your e-mail settings work',
    paragraphs: [
      `This test message was requested from the admin settings of ${params.siteName} at ${params.requestedAt} (UTC).`,
      'If you are reading it, the platform can send e-mail: password resets, claim decisions and contact messages will arrive.',
    ],
    action: { label: 'Open the admin settings', url: `${publicUrl}/admin/settings` },
  });
}
