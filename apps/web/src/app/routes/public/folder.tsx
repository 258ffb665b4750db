import { useParams } from 'react-router';
import { useFolder } from '@/features/research-folders/api/get-folders';
import { FolderView } from '@/features/research-folders/components/folder-view';
import { AccountFrame, RequireSignedIn } from './account-frame';

function FolderPage({ id }: { id: string }) {
  const folder = useFolder(id);
  return (
    <AccountFrame title={folder.data?.name ?? 'Research folder'} subtitle="Research folder" size="md">
      <FolderView id={id} />
    </AccountFrame>
  );
}

/** /dashboard/folders/{id}: one of the account's research folders (another account's is 'does not exist'). */
export default function FolderRoute() {
  const id = useParams().id ?? '';
  return (
    <RequireSignedIn>
      <FolderPage id={id} />
    </RequireSignedIn>
  );
}
