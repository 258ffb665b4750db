import { useAlerts } from '../api/alerts';
import { FollowButton } from './follow-button';

/** "Follow" on a document page: a digest of the new decisions that cite it. */
export function FollowDocumentButton({ slug, heading }: { slug: string; heading: string }) {
  const existing = useAlerts(slug).data?.[0] ?? null;
  return (
    <FollowButton
      label="Follow"
      subject={heading}
      dialogTitle="Follow this document"
      explanation="New decisions that cite it, as the library receives them."
      request={{ kind: 'document', slug }}
      existing={existing}
    />
  );
}
