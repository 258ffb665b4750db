import { helloLine } from './greeting.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/**
 * The outcome of a lawyer's verification: their identity documents and claim of a roll entry are decided together
 * (docs/accounts.md), so one message says both. A rejection carries the reviewer's reason, verbatim.
 */
export interface ClaimDecidedParams {
  firstName: string;
  decision: 'approved' | 'rejected';
  lawyerName: string;
  rollNumber: string;
  reason?: string | null;
  /** The lawyer's public profile, for the approved message. */
  profilePath?: string;
}

export function claimDecidedMail(params: ClaimDecidedParams, publicUrl: string): RenderedMail {
  const entry = `${params.lawyerName} (roll number ${params.rollNumber})`;
  if (params.decision === 'approved') {
    return renderMail('Your lawyer profile is verified', {
      heading: 'Your lawyer profile is verified',
      paragraphs: [
        helloLine(params.firstName),
        `An administrator checked your documents and approved your claim of ${entry}. Your account is verified: you can now edit your public profile and write articles.`,
      ],
      action: { label: 'Go to your dashboard', url: `${publicUrl}/dashboard` },
    });
  }
  return renderMail('Your lawyer verification was not approved', {
    heading: 'Your verification was not approved',
    paragraphs: [
      helloLine(params.firstName),
      `An administrator reviewed your claim of ${entry} and could not approve it.`,
      `Reason given: ${params.reason?.trim() || 'No reason was given.'}`,
      'You can upload new documents or submit a new claim from your dashboard.',
    ],
    action: { label: 'Try again from your dashboard', url: `${publicUrl}/dashboard` },
  });
}

/** A registration decided without a claim (an account approved or rejected in User Management). */
export interface AccountDecidedParams {
  firstName: string;
  decision: 'approved' | 'rejected';
}

export function accountDecidedMail(params: AccountDecidedParams, publicUrl: string): RenderedMail {
  return params.decision === 'approved'
    ? renderMail('Your Batas account is approved', {
        heading: 'Your account is approved',
        paragraphs: [helloLine(params.firstName), 'An administrator approved your registration.'],
        action: { label: 'Sign in', url: `${publicUrl}/login` },
      })
    : renderMail('Your Batas registration was not approved', {
        heading: 'Your registration was not approved',
        paragraphs: [
          helloLine(params.firstName),
          'An administrator reviewed your registration and did not approve it. If you think this is a mistake, reply to this message.',
        ],
      });
}
