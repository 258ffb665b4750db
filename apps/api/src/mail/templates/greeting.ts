import { formatLawyerName } from '@batas/shared/names';

/**
 * 'Hello Isagani Leonardo,': the first name as a person writes it. Lawyers' accounts take their names from the Roll
 * of Attorneys, which keeps them in capitals ('ISAGANI LEONARDO'); a mail never shouts them back.
 */
export function helloLine(firstName: string | null | undefined): string {
  const name = formatLawyerName(firstName ?? '');
  return name ? `Hello ${name},` : 'Hello,';
}
