import { DeferredButton } from '@/components/ui/deferred-button';
import { useSession } from '@/lib/auth';
import type { SaveDocumentProps } from './save-document-action';

const loadAction = () => import('./save-document-action');

/** "Save" on a document page or a search card; its code (dialog, folders, sign-in prompt) comes on the first press. */
export function SaveDocumentButton(props: SaveDocumentProps) {
  const { user } = useSession();
  return (
    <DeferredButton
      load={loadAction}
      props={props}
      label="Save"
      ariaLabel={`Save: ${props.heading}`}
      size={props.size}
      eager={!!user && !!props.showSaved}
    />
  );
}
