import { LAWYER_PRACTICE_AREAS } from '@batas/shared';
import {
  BIO_TEMPLATES,
  CERTIFICATIONS,
  GOVERNMENT_OFFICES,
  GOVERNMENT_POSITIONS,
  GRADUATE_DEGREES,
  LANGUAGES,
  LAW_DEGREES,
  LAW_FIRMS,
  LAW_SCHOOLS,
  POSITIONS,
  QUALIFICATIONS,
  SPECIALIZATIONS,
  UNDERGRADUATE_DEGREES,
  UNIVERSITIES,
} from './data/profile-data.ts';
import { BUILDING_NAMES, STREET_NAMES } from './data/places.ts';
import { titleCaseName, type RollEntry } from './generate-lawyers.ts';
import type { Random } from './prng.ts';

/** The demo's "today": fixed, so that the same seed always yields the same profiles. */
export const SEED_TODAY = '2025-06-30';

export interface LawyerProfile {
  email: string;
  phone: string;
  website: string | null;
  bio: string;
  law_firm: string | null;
  specializations: string[];
  practice_areas: string[];
  languages: string[];
  average_rating: number;
  total_reviews: number;
  education: object[];
  experience: object[];
  certifications: object[];
  qualifications: object[];
  is_notary_public: boolean;
  notary_commission_number: string | null;
  notary_commission_expiry: string | null;
  office_address: object;
  social_media: object;
}

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * No reviews exist to back a rating or a review count (docs/product.md, Lawyers), so none is made up. The draw that
 * made the number still happens, so that every later draw, and the rest of the demo roll, is what it was.
 */
function withoutReviews(draw: () => number): 0 {
  draw();
  return 0;
}

export function generateProfile(random: Random, entry: RollEntry, sequence: number): LawyerProfile {
  const admitted = Number(entry.admission_date.slice(0, 4));
  const first = titleCaseName(entry.first_name.split(' ')[0]!.replace('.', ''));
  const last = titleCaseName(entry.last_name);
  const handle = `${slugOf(first)}.${slugOf(last)}`;
  const inGovernment = random.chance(0.2);
  const firm = inGovernment ? null : random.chance(0.25) ? `${last} Law Office` : random.pick(LAW_FIRMS);
  const practiceAreas = random.sample(LAWYER_PRACTICE_AREAS, random.int(1, 3));
  const lawSchool = random.weighted(LAW_SCHOOLS);
  const pronoun = entry.gender === 'female' ? 'She' : 'He';
  const years = 2025 - admitted;
  const bio = random
    .pick(BIO_TEMPLATES)
    .replace('{name}', `Atty. ${first} ${last}`)
    .replace('{years}', String(years))
    .replace('{area}', practiceAreas.map((area) => area.toLowerCase()).join(' and '))
    .replace('{city}', entry.place.city)
    .replace('{chapter}', entry.place.province)
    .replace('{pronoun}', pronoun)
    .replace('{pronounLower}', pronoun.toLowerCase());

  const education: object[] = [
    { institution: random.weighted(UNIVERSITIES), degree: random.pick(UNDERGRADUATE_DEGREES), year: admitted - 5 },
    {
      institution: lawSchool,
      degree: admitted < 2010 ? LAW_DEGREES[1]! : random.pick(LAW_DEGREES),
      year: admitted - 1,
    },
  ];
  if (random.chance(0.25))
    education.push({
      institution: lawSchool,
      degree: random.pick(GRADUATE_DEGREES),
      year: Math.min(2024, admitted + random.int(3, 10)),
    });

  const experience: object[] = [];
  let start = admitted;
  const jobs = Math.min(random.int(1, 3), Math.max(1, Math.floor(years / 3)));
  for (let job = 0; job < jobs; job++) {
    const last = job === jobs - 1;
    const end = last ? null : Math.min(2024, start + random.int(2, 8));
    const government = inGovernment || (job === 0 && random.chance(0.4));
    experience.push({
      position: government
        ? random.pick(GOVERNMENT_POSITIONS)
        : POSITIONS[Math.min(job + random.int(0, 2), POSITIONS.length - 1)],
      organization: government ? random.pick(GOVERNMENT_OFFICES) : (last && firm) || random.pick(LAW_FIRMS),
      startDate: `${start}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      endDate: end === null ? null : `${end}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      current: last,
      description: government
        ? 'Handled preliminary investigations, trial work and legal opinions.'
        : 'Litigation and advisory work for corporate and individual clients.',
    });
    if (end !== null) start = end;
  }

  const notary = !inGovernment && random.chance(0.45);
  const street = `${random.int(1, 40)}/F ${random.pick(BUILDING_NAMES)}, ${random.int(100, 9999)} ${random.pick(STREET_NAMES)}`;
  return {
    email: `${handle}${sequence}@example.com`,
    phone: `+63 9${random.int(15, 99)} 555 ${String(random.int(0, 9999)).padStart(4, '0')}`,
    website: firm && random.chance(0.6) ? `https://www.${slugOf(firm)}.example.com` : null,
    bio: bio.slice(0, 1000),
    law_firm: firm,
    specializations: random.sample(SPECIALIZATIONS, random.int(1, 4)),
    practice_areas: practiceAreas,
    languages: [
      ...new Set([
        'English',
        'Filipino',
        ...Array.from({ length: random.int(0, 2) }, () => random.weighted(LANGUAGES)),
      ]),
    ],
    average_rating: withoutReviews(() => random.next()),
    total_reviews: withoutReviews(() => random.int(0, 140)),
    education,
    experience,
    certifications: random.sample(CERTIFICATIONS, random.int(0, 2)).map((certification, index) => ({
      ...certification,
      issueDate: `${Math.min(2024, admitted + index + 1)}-0${random.int(1, 9)}-15`,
      expiryDate: random.chance(0.5) ? `${random.int(2026, 2028)}-12-31` : null,
      credentialId: `${certification.name.replace(/[^A-Z]/g, '') || 'CERT'}-${random.int(10000, 99999)}`,
      description: `${certification.name}, issued by the ${certification.issuingOrganization}.`,
    })),
    qualifications: random.sample(QUALIFICATIONS, random.int(1, 2)).map((qualification) => ({
      ...qualification,
      dateObtained: `${random.int(Math.min(admitted + 1, 2024), 2024)}-0${random.int(1, 9)}-01`,
    })),
    is_notary_public: notary,
    notary_commission_number: notary ? `NP-${random.int(1, 400)} (2024-2025)` : null,
    notary_commission_expiry: notary ? '2025-12-31' : null,
    office_address: { street, city: entry.place.city, province: entry.place.province, zipCode: entry.place.zip },
    social_media: {
      linkedin: `https://www.linkedin.com/in/${slugOf(`${first}-${last}`)}-demo-${sequence}`,
      facebook: random.chance(0.5)
        ? `https://www.facebook.com/atty.${slugOf(`${first}${last}`)}.demo${sequence}`
        : null,
      twitter: random.chance(0.3) ? `https://x.com/atty_${slugOf(last).replace(/-/g, '')}_${sequence}` : null,
    },
  };
}
