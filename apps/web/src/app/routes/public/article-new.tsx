import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ArticleEditor } from '@/features/article-editor/components/article-editor';
import { AccountFrame, RequireSignedIn } from './account-frame';
import { VerifiedLawyerOnly } from './lawyer-only';

/** /articles/new */
export default function ArticleNewRoute() {
  const navigate = useNavigate();
  return (
    <RequireSignedIn>
      <AccountFrame title="Write an article" size="lg">
        <VerifiedLawyerOnly>
          {() => (
            <ArticleEditor
              onSaved={(article) =>
                void navigate(
                  article.status === 'published'
                    ? paths.articlesManage.getHref()
                    : paths.articleEdit.getHref(article._id),
                  { replace: true },
                )
              }
              onDeleted={() => void navigate(paths.articlesManage.getHref())}
            />
          )}
        </VerifiedLawyerOnly>
      </AccountFrame>
    </RequireSignedIn>
  );
}
