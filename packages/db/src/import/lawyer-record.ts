import { cleanDate, cleanLine, FieldError } from '../documents/normalise-fields.ts';

/** One roll entry as the lawyers table stores it. */
export interface RollRecord {
  roll_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  admission_date: string | null;
  address: string | null;
}

/**
 * CSV headers as people write them ('Roll No.', 'roll_number', 'Surname', 'Date of Admission')
 * folded onto the importer's names; unknown headers are ignored.
 */
const HEADERS: Record<string, keyof RollInput> = {
  rollnumber: 'rollNumber',
  rollno: 'rollNumber',
  roll: 'rollNumber',
  rollofattorneysnumber: 'rollNumber',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  firstname: 'firstName',
  givenname: 'firstName',
  givennames: 'firstName',
  middlename: 'middleName',
  middleinitial: 'middleName',
  suffix: 'suffix',
  namesuffix: 'suffix',
  admissiondate: 'admissionDate',
  dateofadmission: 'admissionDate',
  admitted: 'admissionDate',
  dateadmitted: 'admissionDate',
  address: 'address',
  place: 'address',
  city: 'address',
};

export interface RollInput {
  rollNumber?: string;
  lastName?: string;
  firstName?: string;
  middleName?: string;
  suffix?: string;
  admissionDate?: string;
  address?: string;
}

export function normaliseHeader(header: string): string {
  const folded = header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return HEADERS[folded] ?? `ignored:${header}`;
}

const SUFFIX = /[\s,]+(JR\.?|SR\.?|II|III|IV|V)$/i;
const EARLIEST_ADMISSION = '1901-01-01';

/** Validates one CSV row; throws FieldError with every problem of the row. */
export function rollRecordFrom(input: RollInput): RollRecord {
  const problems: string[] = [];
  const roll = (cleanLine(input.rollNumber) ?? '').replace(/^(?:roll\s*)?(?:no\.?\s*)?/i, '').replace(/[\s,]/g, '');
  if (!roll) problems.push('rollNumber is required');
  else if (!/^\d{1,9}$/.test(roll))
    problems.push(`rollNumber must be a number (got ${JSON.stringify(roll.slice(0, 20))})`);

  let lastName = cleanLine(input.lastName);
  let firstName = cleanLine(input.firstName);
  let suffix = cleanLine(input.suffix);
  // The roll often writes the suffix into a name field: 'DELA CRUZ, JR.' or 'JUAN JR.'.
  for (const which of ['first', 'last'] as const) {
    const value = which === 'first' ? firstName : lastName;
    const match = value ? SUFFIX.exec(value) : null;
    if (!value || !match || value.length === match[0].length) continue;
    suffix ??= match[1]!.toUpperCase().replace(/^(JR|SR)$/, '$1.');
    const stripped = value.slice(0, match.index).trim();
    if (which === 'first') firstName = stripped;
    else lastName = stripped;
  }
  if (!lastName) problems.push('lastName is required');

  let admissionDate: string | null = null;
  try {
    admissionDate = cleanDate(input.admissionDate, 'admissionDate');
    const latest = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
    if (admissionDate && (admissionDate < EARLIEST_ADMISSION || admissionDate > latest)) {
      problems.push(
        `admissionDate ${admissionDate} is outside ${EARLIEST_ADMISSION.slice(0, 4)}–${latest.slice(0, 4)}`,
      );
    }
  } catch (error) {
    problems.push(error instanceof FieldError ? error.message : String(error));
  }
  if (problems.length > 0) throw new FieldError(problems.join('; '));
  return {
    roll_number: String(Number(roll)), // '007' and '7' are the same entry
    first_name: firstName ?? '',
    middle_name: cleanLine(input.middleName),
    last_name: lastName!,
    suffix,
    admission_date: admissionDate,
    address: cleanLine(input.address),
  };
}
