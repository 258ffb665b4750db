import { DOCUMENT_CATEGORIES } from '@batas/shared/constants/index';

const LAW_TYPES = new Set(
  DOCUMENT_CATEGORIES.filter((category) => category.key === 'laws' || category.key === 'executive').flatMap(
    (category) => category.types,
  ),
);

/** Laws and executive issuances: the documents that decisions apply, which get a "Decisions citing this law" list. */
export const isStatute = (documentType: string) => LAW_TYPES.has(documentType);
