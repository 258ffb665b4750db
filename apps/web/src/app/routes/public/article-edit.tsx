import { Alert, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEditArticle } from '@/features/article-editor/api/articles';
import { ArticleEditor } from '@/features/article-editor/components/article-editor';
import { isApiError } from '@/lib/api-client';
import { AccountFrame, RequireSignedIn } from './account-frame';

function EditArticle({ id }: { id: string }) {
  const navigate = useNavigate();
  const article = useEditArticle(id);
  if (article.isError) {
    const missing = isApiError(article.error) && [400, 404].includes(article.error.status);
    return (
      <Alert color="red">
        {missing
          ? 'Article not found'
          : isApiError(article.error) && article.error.status === 403
            ? article.error.message
            : 'Failed to load article'}
      </Alert>
    );
  }
  if (!article.data) return <Loader aria-label="Loading the article" />;
  return (
    <ArticleEditor
      key={`${article.data._id}-${article.data.updatedAt}`}
      article={article.data}
      onSaved={() => void navigate(paths.articlesManage.getHref())}
      onDeleted={() => void navigate(paths.articlesManage.getHref(), { replace: true })}
    />
  );
}

/** /articles/{id}/edit */
export default function ArticleEditRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSignedIn>
      <AccountFrame title="Edit article" size="lg">
        <EditArticle id={id} />
      </AccountFrame>
    </RequireSignedIn>
  );
}
