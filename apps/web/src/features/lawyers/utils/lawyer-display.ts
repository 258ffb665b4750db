import { formatLawyerName, initials, isMostlyUpperCase, toTitleCase } from '@batas/shared/names';
import type { Lawyer, PostalAddress } from '@batas/shared/contracts/lawyers';

/** The display helpers read whatever of a lawyer they need; cards and suggestions carry less than a profile. */
type LawyerLike = Partial<Lawyer>;

/**
 * What a lawyer card or profile shows when a field is missing (docs/product.md, Display fallbacks).
 * Roll entries are often bare names in capitals; re-casing is the shared name rules' job.
 */
export function lawyerName(lawyer: LawyerLike): string {
  const raw =
    lawyer.fullName?.trim() ||
    lawyer.full_name?.trim() ||
    [lawyer.firstName, lawyer.middleName, lawyer.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  return raw ? formatLawyerName(raw) : 'Lawyer';
}

export function lawyerInitials(lawyer: LawyerLike): string {
  return initials(lawyerName(lawyer));
}

/**
 * The areas a lawyer practises, as the directory's practice-area filter reads them (list-lawyers.ts): the practice
 * areas, or the specializations when there are none. The card shows them all, so that a lawyer found under
 * 'Family' says 'Family' and not only the first of their areas.
 */
function lawyerPracticeAreas(lawyer: LawyerLike): string[] {
  const areas = lawyer.practiceAreas?.filter(Boolean) ?? [];
  return areas.length > 0 ? areas : (lawyer.specializations?.filter(Boolean) ?? []);
}

export function lawyerPracticeArea(lawyer: LawyerLike): string {
  return lawyerPracticeAreas(lawyer).join(', ') || 'Legal Professional';
}

const placeOf = (address: PostalAddress | null | undefined) =>
  [address?.city, address?.province]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The roll keeps places in capitals ('PASIG CITY, METRO MANILA'); they are shown in title case. */
const readable = (place: string) => (isMostlyUpperCase(place) ? toTitleCase(place.toLowerCase()) : place);

/** City and province of the office, else the roll's address, else 'Philippines'. */
export function lawyerPlace(lawyer: LawyerLike): string {
  const office = placeOf(lawyer.officeAddress);
  if (office) return readable(office);
  const roll = lawyer.address?.trim();
  return roll ? readable(roll) : 'Philippines';
}

/** Profile URLs use the roll number when there is one (stable and meaningful), else the internal id. */
export function lawyerProfileId(lawyer: Pick<Lawyer, '_id'> & Partial<Pick<Lawyer, 'rollNumber'>>): string {
  return lawyer.rollNumber?.trim() || lawyer._id;
}

export function isVerifiedLawyer(lawyer: LawyerLike): boolean {
  return lawyer.profileStatus === 'verified' || lawyer.verified === true;
}

/** Owned by a verified account (the API's `claimed`); a roll entry a claim is pending on is not yet claimed. */
export function isClaimedLawyer(lawyer: LawyerLike): boolean {
  return lawyer.claimed ?? lawyer.profileStatus === 'claimed';
}
