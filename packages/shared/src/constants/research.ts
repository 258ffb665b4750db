/**
 * Limits of research folders and alerts, per account (docs/research.md). The API answers 400 naming the limit when
 * one would be passed; the web app shows the same figures.
 */
export const RESEARCH_LIMITS = {
  foldersPerAccount: 200,
  savedDocumentsPerAccount: 5000,
  alertsPerAccount: 50,
  folderNameLength: 100,
  noteLength: 5000,
  searchAlertLength: 500,
} as const;

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_KINDS = ['search', 'document'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
