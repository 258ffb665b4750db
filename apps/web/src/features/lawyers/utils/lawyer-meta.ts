import { LIMITS } from '@batas/shared/constants';
import { formatLongUsDate } from '@batas/shared/dates';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
// Relative (not '@/'): unit tests run under the root vitest config, which has no alias.
import { metaDescription } from '../../../utils/text';
import { lawyerName, lawyerPlace, lawyerPracticeArea } from './lawyer-display';

/**
 * The profile's meta description, cut at 300 characters: the lawyer's own bio when written, else a sentence built
 * from the roll (name, admission, practice area, place).
 */
export function lawyerMetaDescription(lawyer: Partial<Lawyer>): string {
  const name = lawyerName(lawyer);
  const admitted = formatLongUsDate(lawyer.admissionDate);
  const roll = lawyer.rollNumber ? ` (Roll No. ${lawyer.rollNumber})` : '';
  const generated =
    `${name}${roll}, ${lawyerPracticeArea(lawyer)} in ${lawyerPlace(lawyer)}` +
    (admitted ? `, admitted to the Philippine Bar on ${admitted}.` : '.');
  return metaDescription(lawyer.bio?.trim() || generated, LIMITS.lawyerMetaDescription) ?? generated;
}
