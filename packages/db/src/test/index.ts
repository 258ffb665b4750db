export { createArticle, createDocument, createLawyer, createUser, type DocumentRow } from './factories.ts';
export { openTestDatabase, type TestDatabase } from './open-test-database.ts';
