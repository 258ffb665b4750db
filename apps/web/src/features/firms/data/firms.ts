/**
 * The six sample law firms shown on /firms (fixed in the client, no server call).
 * Names, cases and contact details are fictional; contact domains use the reserved .example TLD.
 */
export interface LawFirm {
  id: number;
  name: string;
  location: string;
  specializations: string[];
  size: string;
  lawyerCount: number;
  rating: number;
  reviews: number;
  description: string;
  established: number;
  website: string;
  phone: string;
  email: string;
  logo: string | null;
  image: string | null;
  notableCases: string[];
  awards: string[];
}

export const FIRMS: readonly LawFirm[] = [
  {
    id: 1,
    name: 'Villanueva Santos & Reyes Law Offices',
    location: 'Makati City, Metro Manila',
    specializations: ['Corporate Law', 'Banking & Finance', 'Securities Law', 'Tax Law'],
    size: 'Big Law (200+)',
    lawyerCount: 215,
    rating: 4.8,
    reviews: 124,
    description: 'A full-service firm advising listed companies, banks and foreign investors on mergers, project finance and capital-market offerings since 1978.',
    established: 1978,
    website: 'https://www.villanuevasantos.example',
    phone: '+63 2 8812 4500',
    email: 'info@villanuevasantos.example',
    logo: null,
    image: null,
    notableCases: [
      'Lead counsel for the lenders in a ₱18-billion toll-road project financing',
      'Initial public offering of a Visayas-based retail chain on the Philippine Stock Exchange',
      'Merger of two rural banks under the Bangko Sentral consolidation program',
    ],
    awards: ['Corporate Law Firm of the Year, Philippine Business Law Awards 2023'],
  },
  {
    id: 2,
    name: 'Dela Cruz Aquino Bautista Law Firm',
    location: 'Quezon City, Metro Manila',
    specializations: ['Litigation', 'Criminal Law', 'Family Law'],
    size: 'Medium Firm (11-50)',
    lawyerCount: 24,
    rating: 4.6,
    reviews: 89,
    description: 'Trial and appellate lawyers handling criminal defense, annulment and custody cases, and civil suits from the Regional Trial Courts to the Supreme Court.',
    established: 1992,
    website: 'https://www.dcablaw.example',
    phone: '+63 2 8926 3311',
    email: 'contact@dcablaw.example',
    logo: null,
    image: null,
    notableCases: [
      'Acquittal of a public school teacher in a high-profile estafa case',
      'Recognition of a foreign divorce for an overseas Filipino worker',
      'Habeas corpus petition securing the release of a detained minor',
    ],
    awards: ['Pro Bono Service Citation, Quezon City Lawyers League 2022'],
  },
  {
    id: 3,
    name: 'Mendoza Lim Tan & Associates',
    location: 'Cebu City, Cebu',
    specializations: ['Real Estate Law', 'Tax Law', 'Corporate Law'],
    size: 'Medium Firm (11-50)',
    lawyerCount: 18,
    rating: 4.7,
    reviews: 61,
    description: 'Cebu-based counsel to developers, family corporations and heirs on land titling, estate settlement and BIR tax assessments across the Visayas.',
    established: 1999,
    website: 'https://www.mlta.example',
    phone: '+63 32 255 7810',
    email: 'hello@mlta.example',
    logo: null,
    image: null,
    notableCases: [
      'Reconstitution of titles for a 40-hectare subdivision in Mandaue',
      'Cancellation of a ₱65-million deficiency tax assessment before the Court of Tax Appeals',
    ],
    awards: ['Top Regional Firm, Visayas Legal Excellence Awards 2021'],
  },
  {
    id: 4,
    name: 'Sarmiento Ocampo Legal',
    location: 'Davao City, Davao del Sur',
    specializations: ['Labor & Employment', 'Litigation', 'Environmental Law'],
    size: 'Small Firm (2-10)',
    lawyerCount: 8,
    rating: 4.5,
    reviews: 37,
    description: 'Labor and environmental practice serving plantation workers, cooperatives and Mindanao agribusinesses before the NLRC, DENR and the courts.',
    established: 2008,
    website: 'https://www.sarmientoocampo.example',
    phone: '+63 82 224 6190',
    email: 'info@sarmientoocampo.example',
    logo: null,
    image: null,
    notableCases: [
      'Regularization of 300 banana plantation workers found to be labor-only contractuals',
      'Writ of kalikasan petition over river quarrying in the Davao Gulf watershed',
    ],
    awards: [],
  },
  {
    id: 5,
    name: 'Castillo Navarro Intellectual Property Law',
    location: 'Taguig City, Metro Manila',
    specializations: ['Intellectual Property', 'Corporate Law', 'Immigration Law'],
    size: 'Small Firm (2-10)',
    lawyerCount: 9,
    rating: 4.9,
    reviews: 52,
    description: 'Trademark, patent and copyright work for startups and creative industries in Bonifacio Global City, plus visas and permits for foreign founders.',
    established: 2012,
    website: 'https://www.castillonavarro.example',
    phone: '+63 2 8555 0142',
    email: 'ip@castillonavarro.example',
    logo: null,
    image: null,
    notableCases: [
      'Successful opposition to a confusingly similar mark for a local coffee brand before IPOPHL',
      'Copyright enforcement for an independent Filipino film against streaming piracy',
    ],
    awards: ['Emerging IP Practice, Manila Innovation Law Forum 2024'],
  },
  {
    id: 6,
    name: 'Atty. Rosario F. Gatchalian Law Office',
    location: 'Iloilo City, Iloilo',
    specializations: ['Family Law', 'Real Estate Law'],
    size: 'Solo Practice (1 lawyer)',
    lawyerCount: 1,
    rating: 4.4,
    reviews: 18,
    description: 'A solo practice in Iloilo handling extrajudicial settlements, land disputes, adoption and support cases, with consultations in Hiligaynon, Filipino and English.',
    established: 2015,
    website: 'https://www.gatchalianlaw.example',
    phone: '+63 33 320 4418',
    email: 'atty.gatchalian@gatchalianlaw.example',
    logo: null,
    image: null,
    notableCases: [
      'Partition of an ancestral estate among 14 heirs without litigation',
      'Domestic administrative adoption under Republic Act No. 11642',
    ],
    awards: [],
  },
];
