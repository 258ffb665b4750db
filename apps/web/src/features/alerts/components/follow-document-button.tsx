import { DeferredButton } from '@/components/ui/deferred-button';
import { useSession } from '@/lib/auth';

const loadAction = () => import('./follow-document-action');

/** "Follow" on a document page: a digest of the new decisions that cite it. Its code comes when needed. */
export function FollowDocumentButton({ slug, heading }: { slug: string; heading: string }) {
  const { user } = useSession();
  return (
    <DeferredButton
      load={loadAction}
      props={{ slug, heading }}
      label="Follow"
      ariaLabel={`Follow: ${heading}`}
      eager={!!user}
    />
  );
}
