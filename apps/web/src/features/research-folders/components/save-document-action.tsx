import { Button } from '@mantine/core';
import { AccountAction } from '@/components/ui/account-action';
import { useFolders } from '../api/get-folders';

// The dialog's code is fetched on the first press: most readers of a document never save it.
const loadDialog = () => import('./save-document-dialog');

export interface SaveDocumentProps {
  slug: string;
  /** The document's title, for the accessible name and the dialog. */
  heading: string;
  /** Ask whether a folder holds it already ('Saved'): the document page does; a card of search results does not. */
  showSaved?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * "Save": puts the document in one of the account's research folders, with a private note. Loaded by
 * save-document-button.tsx on the first press (or at once for a signed-in reader, to say 'Saved').
 */
export default function SaveDocumentAction({
  slug,
  heading,
  showSaved = false,
  size = 'sm',
  pressedAtStart,
}: SaveDocumentProps & { pressedAtStart: boolean }) {
  const folders = useFolders(slug, showSaved).data ?? [];
  const saved = showSaved && folders.some((folder) => folder.saved);
  return (
    <AccountAction
      pressedAtStart={pressedAtStart}
      loadDialog={loadDialog}
      dialogProps={{ slug, heading }}
      signIn={{
        title: 'Sign in to save documents',
        text: `Research folders are kept in your account, with your notes. Sign in and you come back here to save “${heading}”.`,
      }}
      button={({ onClick, loading }) => (
        <Button
          size={size}
          variant={saved ? 'light' : 'default'}
          aria-label={`${saved ? 'Saved' : 'Save'}: ${heading}`}
          aria-haspopup="dialog"
          loading={loading}
          onClick={onClick}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
      )}
    />
  );
}
