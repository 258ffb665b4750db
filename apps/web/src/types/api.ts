/**
 * Shapes of the API answers the public site reads. They live here, not in a
 * feature, because the home page composes lawyers, documents and articles from several features.
 */
export interface ApiEnvelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

// ---------------------------------------------------------------- documents
export interface DocumentSummary {
  _id: string;
  id: string;
  slug: string | null;
  title: string;
  documentType: string | null;
  court: string | null;
  courtLevel: string | null;
  lawCategory: string | null;
  citation: string | null;
  grNumber: string | null;
  dateDecided: string | null;
  dateEnacted: string | null;
  date: string | null;
  year: number | null;
  viewCount: number;
  isVerified: boolean;
  excerpt: string | null;
}

export interface DocumentPagination {
  page: number;
  limit: number;
  totalPages: number;
  totalDocuments: number;
  totalIsEstimate?: boolean;
}

export interface DocumentList {
  documents: DocumentSummary[];
  pagination: DocumentPagination;
}

export interface DocumentTypeCount {
  _id: string;
  count: number;
}

export interface DocumentStats {
  totalDocuments: number;
  byType: DocumentTypeCount[];
}

// ---------------------------------------------------------------- lawyers
export interface PostalAddress {
  street?: string | null;
  city?: string | null;
  province?: string | null;
  zipCode?: string | null;
}

export interface Education {
  institution?: string;
  degree?: string;
  year?: string | number;
}
export interface Experience {
  position?: string;
  organization?: string;
  startDate?: string;
  endDate?: string;
  current?: boolean;
  description?: string;
}
export interface Certification {
  name?: string;
  issuingOrganization?: string;
  issueDate?: string;
  expiryDate?: string;
  credentialId?: string;
  description?: string;
}
export interface Qualification {
  title?: string;
  description?: string;
  dateObtained?: string;
  issuingBody?: string;
}
export interface SocialMedia {
  linkedin?: string | null;
  facebook?: string | null;
  twitter?: string | null;
}

export interface Lawyer {
  _id: string;
  rollNumber?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  full_name?: string | null;
  address?: string | PostalAddress | null;
  admissionDate?: string | null;
  profileStatus?: 'unclaimed' | 'claimed' | 'verified' | string | null;
  verified?: boolean;
  verifiedAt?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  bio?: string | null;
  lawFirm?: string | null;
  specializations?: string[];
  practiceAreas?: string[];
  languages?: string[];
  profileImage?: string | null;
  averageRating?: number | string | null;
  totalReviews?: number | null;
  education?: Education[];
  experience?: Experience[];
  certifications?: Certification[];
  qualifications?: Qualification[];
  isNotaryPublic?: boolean;
  notaryCommissionNumber?: string | null;
  notaryCommissionExpiry?: string | null;
  officeAddress?: PostalAddress | null;
  socialMedia?: SocialMedia | null;
}

export interface LawyerPagination {
  page: number;
  limit: number;
  totalPages: number;
  totalLawyers: number;
}

export interface LawyerList {
  lawyers: Lawyer[];
  pagination: LawyerPagination;
}

export interface LawyerStats {
  totalLawyers: number;
  verifiedLawyers: number;
}

// ---------------------------------------------------------------- articles
export interface ArticleAuthor {
  _id?: string;
  rollNumber?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Sample data only. */
  name?: string;
  avatar?: string;
  credentials?: string;
}

export interface Article {
  _id: string;
  id?: string;
  slug: string | null;
  title: string;
  summary?: string | null;
  content?: string | null;
  author?: ArticleAuthor | null;
  category?: string | null;
  practiceArea?: string | null;
  difficulty?: string | null;
  tags?: string[];
  publishedAt?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  readingTime?: number | null;
  views?: number;
  likes?: number;
  comments?: number;
  isPremium?: boolean;
  isFeatured?: boolean;
  featured?: boolean;
  featuredImage?: string | null;
  status?: 'draft' | 'published';
  metaDescription?: string | null;
  /** Detail only: the body cleaned by the server with its citations linked to the law library. */
  renderedHtml?: string;
}

export interface ArticlePagination {
  page: number;
  pages: number;
  total: number;
}

export interface ArticleList {
  articles: Article[];
  pagination: ArticlePagination;
}

// ---------------------------------------------------------------- accounts
export interface SessionUser {
  _id?: string;
  id?: string;
  role?: string;
  userType?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  claimedLawyerProfile?: string | null;
  claimStatus?: string | null;
  lawyerVerificationStatus?: string | null;
}
