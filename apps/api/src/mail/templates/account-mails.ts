import { helloLine } from './greeting.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** Messages about the account itself: the welcome after registration and the notice of a password change. */
export interface WelcomeParams {
  firstName: string;
  /** A lawyer registration still has documents to upload. */
  isLawyer: boolean;
  /** The account, for its confirmation link (messages queued before e-mails were confirmed have none). */
  userId?: string;
}

/** `confirmLink`: the account's e-mail confirmation link, made when the message is sent (templates/index.ts). */
export function welcomeMail(params: WelcomeParams, publicUrl: string, confirmLink?: string | null): RenderedMail {
  return renderMail('Welcome to Batas', {
    heading: 'Welcome to Batas',
    paragraphs: [
      helloLine(params.firstName),
      params.isLawyer
        ? 'Your lawyer account is ready. To verify that you are the lawyer on the Roll of Attorneys, upload a selfie and an ID document from your dashboard. An administrator will review them, and we will write to you when it is done.'
        : 'Your account is ready. You can search the law library, find lawyers and read articles.',
      ...(confirmLink ? [CONFIRM_PARAGRAPH] : []),
    ],
    action: confirmLink
      ? { label: 'Confirm your e-mail address', url: confirmLink }
      : { label: 'Go to your dashboard', url: `${publicUrl}/dashboard` },
    footnote: 'You received this message because this e-mail address was used to register.',
  });
}

const CONFIRM_PARAGRAPH = `Please confirm that this address is yours with the link below (it works for 48 hours). Until then you can read everything, but not publish, claim a lawyer profile or receive alerts.`;

/** A new confirmation link, asked for from the dashboard. */
export function confirmEmailMail(firstName: string, confirmLink: string): RenderedMail {
  return renderMail('Confirm your Batas e-mail address', {
    heading: 'Confirm your e-mail address',
    paragraphs: [helloLine(firstName), CONFIRM_PARAGRAPH],
    action: { label: 'Confirm your e-mail address', url: confirmLink },
    footnote: 'If you did not ask for this, ignore this message: nothing changes without this link.',
  });
}

export interface PasswordChangedParams {
  firstName: string;
  /** 'changed' in the settings, or 'reset' with an e-mailed link. */
  how: 'changed' | 'reset';
}

export function passwordChangedMail(params: PasswordChangedParams, publicUrl: string): RenderedMail {
  return renderMail('Your Batas password was changed', {
    heading: 'Your password was changed',
    paragraphs: [
      helloLine(params.firstName),
      params.how === 'reset'
        ? 'The password of your account was just reset with a link sent to this address. Every device that was signed in has been signed out.'
        : 'The password of your account was just changed in the account settings. Other devices that were signed in have been signed out.',
      'If this was you, there is nothing more to do.',
      'If it was not you, reset your password now and tell us.',
    ],
    action: { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
  });
}
