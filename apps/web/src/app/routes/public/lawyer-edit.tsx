import { Alert, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEditableLawyer } from '@/features/profile/api/lawyer-profile';
import { LawyerProfileForm } from '@/features/profile/components/lawyer-profile/lawyer-profile-form';
import { useSession } from '@/lib/auth';
import { mayCorrectLawyerProfiles, mayEditLawyerProfile } from '@/lib/roles';
import { AccountFrame, RequireSignedIn } from './account-frame';

function LawyerEdit({ id }: { id: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const lawyer = useEditableLawyer(id);
  // The server refuses anyone else; this only spares them a form they cannot save.
  const mayEdit = mayEditLawyerProfile(user, lawyer.data?._id);
  if (lawyer.isError) return <Alert color="red">Failed to load profile data</Alert>;
  if (!lawyer.data) return <Loader aria-label="Loading the profile" />;
  if (!mayEdit)
    return (
      <Alert color="orange" title="Not your profile">
        Only the verified owner of this profile can edit it.
      </Alert>
    );
  return (
    <LawyerProfileForm
      lawyer={lawyer.data}
      canCorrectNames={mayCorrectLawyerProfiles(user)}
      onSaved={() => void navigate(paths.lawyer.getHref(lawyer.data.rollNumber ?? lawyer.data._id))}
    />
  );
}

/** /lawyers/{id}/edit */
export default function LawyerEditRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSignedIn>
      <AccountFrame title="Edit lawyer profile" size="md">
        <LawyerEdit id={id} />
      </AccountFrame>
    </RequireSignedIn>
  );
}
