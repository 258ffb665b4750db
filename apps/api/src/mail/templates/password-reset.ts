import { helloLine } from './greeting.ts';
import { renderMail, type RenderedMail } from './layout.ts';

export const RESET_LINK_MINUTES = 60;

/** The reset link itself; the token in it is made when the message is sent (see deliver-due-mail.ts). */
export function passwordResetMail(firstName: string, link: string): RenderedMail {
  return renderMail('Reset your Batas password', {
    heading: 'Reset your password',
    paragraphs: [
      helloLine(firstName),
      `Someone asked to reset the password of the Batas account for this e-mail address. The link below works once, for ${RESET_LINK_MINUTES} minutes.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'If you did not ask for this, ignore this message: your password stays as it is, and nobody can use the link without this mailbox.',
  });
}
