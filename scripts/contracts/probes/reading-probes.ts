import * as articles from '@batas/shared/contracts/articles';
import * as documents from '@batas/shared/contracts/documents';
import * as lawyers from '@batas/shared/contracts/lawyers';
import { documentBySlugRoute, resolveDocumentRoute } from '@batas/shared/contracts/document-resolve';
import { extractCitationsRoute } from '@batas/shared/contracts/citations';
import { getHealthRoute } from '@batas/shared/contracts/health';
import { NO_ID, type Probe, type ProbeFixtures } from './probe-fixtures.ts';

/** The public reading routes: health, documents, the resolver, citations, lawyers, articles. */
export function readingProbes({
  statute,
  member,
  lawyer,
  author,
  article,
  draft,
  written,
  gone,
  image,
}: ProbeFixtures): Probe[] {
  return [
    { route: getHealthRoute, url: '/api/health', status: 200 },

    { route: resolveDocumentRoute, url: `/api/documents/resolve/${statute.slug}`, status: 200 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-300001', status: 300 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-300999', status: 404 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-63915-1985-13-45', status: 400 },

    { route: documents.listDocumentsRoute, url: '/api/documents?search=santos&page=1', status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?page=0', status: 400 },
    { route: documents.documentTypesRoute, url: '/api/documents/types', status: 200 },
    { route: documents.documentStatsRoute, url: '/api/documents/stats', status: 200 },
    { route: documents.lawCategoriesRoute, url: '/api/documents/law-categories', status: 200 },
    { route: documents.documentCategoriesRoute, url: '/api/documents/categories', status: 200 },
    { route: documentBySlugRoute, url: `/api/documents/slug/${statute.slug}`, status: 200 },
    { route: documentBySlugRoute, url: '/api/documents/slug/no-such-document', status: 404 },
    { route: documents.documentCitationsRoute, url: `/api/documents/${statute.slug}/citations`, status: 200 },
    { route: documents.documentCitationsRoute, url: '/api/documents/no-such-document/citations', status: 404 },
    { route: documents.documentRelationsRoute, url: `/api/documents/${statute.slug}/relations`, status: 200 },
    { route: documents.documentRelationsRoute, url: '/api/documents/no-such-document/relations', status: 404 },
    { route: documents.getDocumentRoute, url: `/api/documents/${statute.id}`, status: 200 },
    { route: documents.getDocumentRoute, url: `/api/documents/${NO_ID}`, status: 404 },

    {
      route: extractCitationsRoute,
      url: '/api/citations/extract',
      payload: { text: 'As held in G.R. No. 300001, March 3, 2015 and Republic Act No. 10173.' },
      status: 200,
    },
    { route: extractCitationsRoute, url: '/api/citations/extract', payload: { text: 5 }, status: 400 },

    { route: lawyers.listLawyersRoute, url: '/api/lawyers?q=dela', status: 200 },
    { route: lawyers.listLawyersRoute, url: '/api/lawyers?page=0', status: 400 },
    { route: lawyers.lawyerStatsRoute, url: '/api/lawyers/stats/overview', status: 200 },
    { route: lawyers.lawyerSuggestionsRoute, url: '/api/lawyers/search/suggestions?q=dela', status: 200 },
    { route: lawyers.getLawyerRoute, url: `/api/lawyers/${lawyer.rollNumber}`, status: 200 },
    { route: lawyers.getLawyerRoute, url: '/api/lawyers/no-such-roll', status: 404 },
    { route: lawyers.updateLawyerRoute, url: `/api/lawyers/${lawyer.id}`, payload: {}, status: 401 },
    { route: lawyers.updateLawyerRoute, url: `/api/lawyers/${lawyer.id}`, headers: member, payload: {}, status: 403 },
    {
      route: lawyers.uploadProfilePictureRoute,
      url: `/api/lawyers/${lawyer.id}/profile-picture`,
      headers: member,
      status: 403,
    },
    { route: lawyers.profilePictureRoute, url: `/api/lawyers/${lawyer.id}/profile-picture`, status: 404 },

    { route: articles.listArticlesRoute, url: '/api/articles?q=probe', status: 200 },
    { route: articles.listArticlesRoute, url: '/api/articles?page=0', status: 400 },
    { route: articles.searchArticlesRoute, url: '/api/articles/search?q=probe', status: 200 },
    { route: articles.getArticleRoute, url: `/api/articles/${article.slug}`, status: 200 },
    { route: articles.getArticleRoute, url: '/api/articles/no-such-article', status: 404 },
    { route: articles.editArticleRoute, url: `/api/articles/edit/${written}`, headers: author.auth, status: 200 },
    { route: articles.editArticleRoute, url: `/api/articles/edit/${written}`, headers: member, status: 403 },
    { route: articles.createArticleRoute, url: '/api/articles', headers: author.auth, payload: draft, status: 201 },
    { route: articles.createArticleRoute, url: '/api/articles', headers: author.auth, payload: {}, status: 400 },
    {
      route: articles.updateArticleRoute,
      url: `/api/articles/${written}`,
      headers: author.auth,
      payload: { ...draft, title: 'A probe draft, again' },
      status: 200,
    },
    {
      route: articles.articleStatusRoute,
      url: `/api/articles/${written}/status`,
      headers: author.auth,
      payload: { status: 'published' },
      status: 200,
    },
    {
      route: articles.putArticleStatusRoute,
      url: `/api/articles/${written}/status`,
      headers: author.auth,
      payload: { status: 'draft' },
      status: 200,
    },
    { route: articles.deleteArticleRoute, url: `/api/articles/${gone}`, headers: author.auth, status: 200 },
    { route: articles.deleteArticleRoute, url: `/api/articles/${written}`, headers: member, status: 403 },
    { route: articles.likeArticleRoute, url: `/api/articles/${article.id}/like`, headers: member, status: 200 },
    { route: articles.unlikeArticleRoute, url: `/api/articles/${article.id}/like`, headers: member, status: 200 },
    { route: articles.likeArticleRoute, url: `/api/articles/${article.id}/like`, status: 401 },
    { route: articles.lawyerArticlesRoute, url: `/api/articles/lawyer/${author.rollNumber}`, status: 200 },
    {
      route: articles.lawyerArticlesRoute,
      url: `/api/articles/lawyer/${author.rollNumber}?includeUnpublished=true`,
      headers: member,
      status: 403,
    },
    { route: articles.uploadArticleImageRoute, url: '/api/articles/images', status: 401 },
    {
      route: articles.uploadArticleImageRoute,
      url: '/api/articles/images',
      headers: { ...author.auth, ...image.headers },
      payload: image.payload,
      status: 400,
    },
    { route: articles.articleImageRoute, url: `/api/articles/images/${NO_ID}`, status: 404 },
  ];
}
