import { TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../utils/sanitize-article-html';

/** The article's HTML content, cleaned in the browser as a second line of defence. */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <TypographyStylesProvider>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
