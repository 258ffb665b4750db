import { Box, Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useSession } from '@/lib/auth';
import { useFolders } from '../api/folders';

// The dialog's code is fetched on the first click: most readers of a document never save it.
const loadDialog = () => import('./save-document-dialog');

interface SaveDocumentButtonProps {
  slug: string;
  /** The document's title, for the accessible name and the dialog. */
  heading: string;
  /** Ask whether a folder holds it already ('Saved'): the document page does; a card of search results does not. */
  showSaved?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * "Save": puts the document in one of the account's research folders, with a private note. Signed out, it asks
 * for a sign-in in place and comes back here. Meant for a wrapping row (Group): the prompt takes a line of its own.
 */
export function SaveDocumentButton({ slug, heading, showSaved = false, size = 'sm' }: SaveDocumentButtonProps) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const saved = (useFolders(slug, showSaved).data ?? []).filter((folder) => folder.saved);
  const { Component: Dialog, failed, retry } = useDeferredComponent(loadDialog, opened);
  const isSaved = showSaved && saved.length > 0;
  return (
    <>
      <Button
        size={size}
        variant={isSaved ? 'light' : 'default'}
        leftSection={isSaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
        aria-label={`${isSaved ? 'Saved' : 'Save'}: ${heading}`}
        aria-haspopup="dialog"
        loading={opened && !Dialog && !failed}
        onClick={() => {
          if (!user) return setPrompting(true);
          if (failed) retry();
          setOpened(true);
        }}
      >
        {isSaved ? 'Saved' : 'Save'}
      </Button>
      {prompting && !user && (
        <Box style={{ flexBasis: '100%' }}>
          <SignInPrompt title="Sign in to save documents" onDismiss={() => setPrompting(false)}>
            Research folders are kept in your account, with your notes. Sign in and you come back here to save “
            {heading}”.
          </SignInPrompt>
        </Box>
      )}
      {Dialog && <Dialog slug={slug} heading={heading} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
