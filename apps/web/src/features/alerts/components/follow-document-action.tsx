import { useAlerts } from '../api/get-alerts';
import { FollowButton } from './follow-button';

/** Follow on a document page, knowing whether the reader follows it already. Loaded by follow-document-button.tsx. */
export default function FollowDocumentAction({
  slug,
  heading,
  pressedAtStart,
}: {
  slug: string;
  heading: string;
  pressedAtStart: boolean;
}) {
  const existing = useAlerts(slug).data?.[0] ?? null;
  return (
    <FollowButton
      label="Follow"
      subject={heading}
      dialogTitle="Follow this document"
      explanation="New decisions that cite it, as the library receives them."
      request={{ kind: 'document', slug }}
      existing={existing}
      pressedAtStart={pressedAtStart}
    />
  );
}
