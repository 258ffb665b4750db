export * from './document-input.ts';
export { prepareDocument } from './prepare-document.ts';
export { upsertDocument, upsertDocuments, type UpsertOptions, type BatchOptions } from './upsert-document.ts';
export { DocumentConflictError } from './write-chunk.ts';
export { canonicalDocumentType, defaultCourtLevel } from './document-types.ts';
export { deleteDocumentById, type DeletedDocument } from './delete-document.ts';
export { insertDocument } from './insert-document.ts';
export { updateDocumentById } from './update-document-by-id.ts';
