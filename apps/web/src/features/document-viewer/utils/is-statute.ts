import { isLawType } from '@batas/shared/constants';

/** Laws and executive issuances: the documents that decisions apply, which get a "Decisions citing this law" list. */
export const isStatute = isLawType;
