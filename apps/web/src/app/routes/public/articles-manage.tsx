import { ManageArticles } from '@/features/article-editor/components/manage-articles';
import { AccountFrame, RequireSignedIn } from './account-frame';
import { VerifiedLawyerOnly } from './lawyer-only';

/** /articles/manage: the signed-in lawyer's own articles. */
export default function ArticlesManageRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame title="Manage articles" subtitle="Your articles, including drafts." size="lg">
        <VerifiedLawyerOnly>{(lawyerId) => <ManageArticles lawyerId={lawyerId} />}</VerifiedLawyerOnly>
      </AccountFrame>
    </RequireSignedIn>
  );
}
