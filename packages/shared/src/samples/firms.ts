import { SAMPLE_FIRMS } from './data/firms.ts';

export interface FirmOffice {
  city: string;
  address: string;
  phone: string;
}

/** A sample law firm (docs/product.md, Firms and jobs), shown labelled as a sample; the first office is the main one, at `location`. */
export interface LawFirm {
  id: number;
  name: string;
  location: string;
  specializations: string[];
  size: string;
  /** Lawyers the firm employs, whether or not they have a profile here. */
  lawyerCount: number;
  /** The site has no reviews yet: every sample has 0 reviews and so no rating, and none is shown. */
  rating: number;
  reviews: number;
  description: string;
  established: number;
  website: string;
  phone: string;
  email: string;
  offices: FirmOffice[];
  logo: string | null;
  image: null | string;
  notableCases: string[];
  awards: string[];
}

export { SAMPLE_FIRMS };

/** Firm profile slug: lowercased, non-alphanumerics removed, spaces to hyphens. */
export function firmSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The sample firm a profile address names, if any. */
export function sampleFirmBySlug(slug: string): LawFirm | undefined {
  return SAMPLE_FIRMS.find((firm) => firmSlug(firm.name) === slug);
}
