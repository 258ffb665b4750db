import { TypographyStylesProvider } from '@mantine/core';
import classes from './article-body.module.css';

/**
 * The article's body as the server prepared it: cleaned with the article allow-list on the way out and its
 * citations linked to the law library. The browser adds no second cleaner: it would only drift from the server's.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <TypographyStylesProvider>
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
