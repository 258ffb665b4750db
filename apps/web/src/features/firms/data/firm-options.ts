/** The firms page's choices. */
export const FIRM_SIZES = [
  'Solo Practice (1 lawyer)',
  'Small Firm (2-10)',
  'Medium Firm (11-50)',
  'Large Firm (51-200)',
  'Big Law (200+)',
] as const;

export const FIRM_LOCATIONS = [
  'Metro Manila',
  'Cebu City',
  'Davao City',
  'Makati City',
  'Quezon City',
  'Taguig City',
  'Pasig City',
  'Mandaluyong City',
  'Iloilo City',
  'Cagayan de Oro',
] as const;

export const FIRM_SPECIALIZATIONS = [
  'Corporate Law',
  'Litigation',
  'Real Estate Law',
  'Labor & Employment',
  'Tax Law',
  'Banking & Finance',
  'Intellectual Property',
  'Criminal Law',
  'Family Law',
  'Immigration Law',
  'Environmental Law',
  'Securities Law',
] as const;

export const FIRM_SORTS = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'size', label: 'Firm Size' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'established', label: 'Most Established' },
] as const;

export type FirmSort = (typeof FIRM_SORTS)[number]['value'];
