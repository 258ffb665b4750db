import { LIMITS } from '@batas/shared/constants';
import type { Article } from '@batas/shared/contracts/articles';
import { articleDate, articleDescription, authorName } from './article-display';

/** schema.org data for search engines for /articles and /articles/{slug}. Pure: tested. */
export function articlesListStructuredData(articles: ReadonlyArray<Pick<Article, 'slug' | 'title'>>, siteUrl: string) {
  const listed = articles.slice(0, LIMITS.structuredDataArticles);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Articles', item: `${siteUrl}/articles` },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: listed.map((article, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${siteUrl}/articles/${encodeURIComponent(article.slug)}`,
        name: article.title,
      })),
    },
  ];
}

export function articleStructuredData(article: Article, url: string, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: articleDescription(article),
    datePublished: articleDate(article) ?? undefined,
    dateModified: article.updatedAt ?? articleDate(article) ?? undefined,
    author: { '@type': 'Person', name: authorName(article.author) },
    publisher: { '@type': 'Organization', name: siteName },
    image: article.featuredImage ?? undefined,
    articleSection: article.category ?? undefined,
    keywords: article.tags?.join(', ') || undefined,
    mainEntityOfPage: url,
    isAccessibleForFree: !article.isPremium,
  };
}
