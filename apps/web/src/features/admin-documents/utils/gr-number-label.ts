/** A leading 'G.R. No.', 'GR Nos.', 'G.R.' … that some sources keep inside the number itself. */
const GR_LABEL = /^\s*G\.?\s*R\.?\s*(Nos?\.?)?\s*/i;

/**
 * The table's 'GR No. {number}' line. The starter library and some scraped pages store the number with its label
 * ('G.R. No. 255180'), editors type the bare number ('255180'): both read 'GR No. 255180'. A number holding
 * several dockets ('L-1 and L-2') keeps the plural label.
 */
export function grNumberLabel(grNumber: string): string {
  const match = GR_LABEL.exec(grNumber);
  const number = grNumber.slice(match?.[0].length ?? 0).trim();
  const plural = /^Nos/i.test(match?.[1] ?? '') || /\s(and|&)\s|,/.test(number);
  return `GR ${plural ? 'Nos.' : 'No.'} ${number}`;
}
