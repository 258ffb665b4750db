/** A document as /api/admin/documents answers it (admin-and-viewer.md section 3). */
export interface AdminDocumentSummary {
  _id: string;
  slug: string;
  title: string;
  documentType: string;
  court: string | null;
  courtLevel: string | null;
  lawCategory: string | null;
  citation: string | null;
  grNumber: string | null;
  dateDecided: string | null;
  dateEnacted: string | null;
  isVerified: boolean;
}

export interface AdminDocument extends AdminDocumentSummary {
  ponente: string | null;
  petitioner: string | null;
  respondent: string | null;
  subject: string | null;
  legalTopics: string[];
  summary: string | null;
  content: string | null;
}

export interface MetadataOption {
  _id: string;
  name: string;
  count: number;
}
