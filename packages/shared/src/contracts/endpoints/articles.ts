import type * as contract from '../articles.ts';
import { routeRef } from '../route.ts';

export const listArticles = routeRef<typeof contract.listArticlesRoute>('GET', '/articles');
export const getArticle = routeRef<typeof contract.getArticleRoute>('GET', '/articles/:slug');
export const editArticle = routeRef<typeof contract.editArticleRoute>('GET', '/articles/edit/:id');
export const createArticle = routeRef<typeof contract.createArticleRoute>('POST', '/articles');
export const updateArticle = routeRef<typeof contract.updateArticleRoute>('PUT', '/articles/:id');
export const articleStatus = routeRef<typeof contract.articleStatusRoute>('PATCH', '/articles/:id/status');
export const deleteArticle = routeRef<typeof contract.deleteArticleRoute>('DELETE', '/articles/:id');
export const likeArticle = routeRef<typeof contract.likeArticleRoute>('POST', '/articles/:id/like');
export const lawyerArticles = routeRef<typeof contract.lawyerArticlesRoute>('GET', '/articles/lawyer/:id');
