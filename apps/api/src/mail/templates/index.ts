import type { Queryable } from '@batas/db';
import { DIGEST_TEMPLATE } from '@batas/db/alerts';
import { digestContent } from '../../services/alerts/digest-content.ts';
import { issueUnsubscribeToken } from '../../services/alerts/unsubscribe-token.ts';
import { issueResetToken } from '../../services/auth/reset-tokens.ts';
import { alertDigestMail } from './alert-digest.ts';
import { issueVerificationToken } from '../../services/auth/email-verification.ts';
import {
  confirmEmailMail,
  passwordChangedMail,
  welcomeMail,
  type PasswordChangedParams,
  type WelcomeParams,
} from './account-mails.ts';
import type { RenderedMail } from './layout.ts';
import { passwordResetMail } from './password-reset.ts';
import { contactMessageMail, testMail, type ContactMessageParams, type TestMailParams } from './site-mails.ts';
import {
  accountDecidedMail,
  claimDecidedMail,
  type AccountDecidedParams,
  type ClaimDecidedParams,
} from './review-mails.ts';

/** Every message the platform sends, with what its template needs (stored as mail_outbox.params). */
export type OutgoingMail =
  | { template: 'welcome'; to: string; params: WelcomeParams }
  | { template: 'password-changed'; to: string; params: PasswordChangedParams }
  | { template: 'password-reset'; to: string; params: { userId: string; firstName: string } }
  | { template: 'confirm-email'; to: string; params: { userId: string; firstName: string } }
  | { template: 'claim-decided'; to: string; params: ClaimDecidedParams }
  | { template: 'account-decided'; to: string; params: AccountDecidedParams }
  | { template: 'contact-message'; to: string; params: ContactMessageParams }
  | { template: 'test-email'; to: string; params: TestMailParams }
  // Queued by the alert runs (packages/db/src/alerts), rendered from the digest's rows when it is sent.
  | { template: typeof DIGEST_TEMPLATE; to: string; params: { digestId: string } };

export type MailTemplate = OutgoingMail['template'];

export interface RenderContext {
  db: Queryable;
  publicUrl: string;
  outboxId: string;
}

/** The confirmation link's secret exists only here and in the message: the database keeps its hash. */
async function confirmLink(context: RenderContext, userId: string): Promise<string | null> {
  const token = await issueVerificationToken(context.db, userId, context.outboxId);
  return token ? `${context.publicUrl}/verify-email?token=${encodeURIComponent(token)}` : null;
}

/**
 * The message for one outbox row, made when it is sent. Null when it can no longer be sent (a reset asked for an
 * account that has since been deleted or deactivated; a digest whose account or documents are gone).
 */
export async function renderOutgoing(mail: OutgoingMail, context: RenderContext): Promise<RenderedMail | null> {
  switch (mail.template) {
    case 'welcome':
      return welcomeMail(
        mail.params,
        context.publicUrl,
        mail.params.userId ? await confirmLink(context, mail.params.userId) : null,
      );
    case 'confirm-email': {
      const link = await confirmLink(context, mail.params.userId);
      // Confirmed meanwhile (or gone): nothing to send.
      return link ? confirmEmailMail(mail.params.firstName, link) : null;
    }
    case 'password-changed':
      return passwordChangedMail(mail.params, context.publicUrl);
    case 'password-reset': {
      // The link's secret exists only here and in the message: the database keeps its hash.
      const token = await issueResetToken(context.db, mail.params.userId, context.outboxId);
      if (!token) return null;
      const link = `${context.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return passwordResetMail(mail.params.firstName, link);
    }
    case 'claim-decided':
      return claimDecidedMail(mail.params, context.publicUrl);
    case 'account-decided':
      return accountDecidedMail(mail.params, context.publicUrl);
    case 'contact-message':
      return contactMessageMail(mail.params);
    case 'test-email':
      return testMail(mail.params, context.publicUrl);
    case DIGEST_TEMPLATE: {
      const content = await digestContent(context.db, mail.params.digestId);
      if (!content) return null;
      // Like a reset link's, the unsubscribe link's secret exists only here and in the message.
      const token = await issueUnsubscribeToken(context.db, mail.params.digestId);
      return alertDigestMail(content, context.publicUrl, token);
    }
  }
}
