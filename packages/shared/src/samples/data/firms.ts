import type { LawFirm } from '../firms.ts';

/**
 * The six sample law firms shown on /firms and /firms/{slug}. Names, cases, offices and contact details are
 * fictional; contact domains use the reserved .example TLD. The demo roll names the firms of several lawyers after
 * them (packages/db/src/seeds/data/profile-data.ts), so their profiles list those lawyers.
 */
export const SAMPLE_FIRMS: readonly LawFirm[] = [
  {
    id: 1,
    name: 'Villanueva Santos & Reyes Law Offices',
    location: 'Makati City, Metro Manila',
    specializations: ['Corporate Law', 'Banking & Finance', 'Securities Law', 'Tax Law'],
    size: 'Big Law (200+)',
    lawyerCount: 215,
    rating: 0,
    reviews: 0,
    description:
      'A full-service firm advising listed companies, banks and foreign investors on mergers, project finance and capital-market offerings since 1978.',
    established: 1978,
    website: 'https://www.villanuevasantos.example',
    phone: '+63 2 8812 4500',
    email: 'info@villanuevasantos.example',
    offices: [
      {
        city: 'Makati City',
        address: '22/F Salcedo Financial Tower, 120 Valero Street, Salcedo Village, Makati City 1227',
        phone: '+63 2 8812 4500',
      },
      {
        city: 'Cebu City',
        address: 'Unit 1203, Asiatown Corporate Center, Cebu Business Park, Cebu City 6000',
        phone: '+63 32 234 5610',
      },
      {
        city: 'Davao City',
        address: '8/F Lanang Commerce Center, J.P. Laurel Avenue, Davao City 8000',
        phone: '+63 82 285 0477',
      },
    ],
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
    rating: 0,
    reviews: 0,
    description:
      'Trial and appellate lawyers handling criminal defense, annulment and custody cases, and civil suits from the Regional Trial Courts to the Supreme Court.',
    established: 1992,
    website: 'https://www.dcablaw.example',
    phone: '+63 2 8926 3311',
    email: 'contact@dcablaw.example',
    offices: [
      {
        city: 'Quezon City',
        address: '5/F Tomas Morato Professional Building, 224 Tomas Morato Avenue, Quezon City 1103',
        phone: '+63 2 8926 3311',
      },
    ],
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
    rating: 0,
    reviews: 0,
    description:
      'Cebu-based counsel to developers, family corporations and heirs on land titling, estate settlement and BIR tax assessments across the Visayas.',
    established: 1999,
    website: 'https://www.mlta.example',
    phone: '+63 32 255 7810',
    email: 'hello@mlta.example',
    offices: [
      {
        city: 'Cebu City',
        address: '9/F Fuente Business Center, Osmeña Boulevard, Cebu City 6000',
        phone: '+63 32 255 7720',
      },
      {
        city: 'Mandaue City',
        address: '2/F North Reclamation Offices, A. Soriano Avenue, Mandaue City 6014',
        phone: '+63 32 346 1185',
      },
    ],
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
    rating: 0,
    reviews: 0,
    description:
      'Labor and environmental practice serving plantation workers, cooperatives and Mindanao agribusinesses before the NLRC, DENR and the courts.',
    established: 2008,
    website: 'https://www.sarmientoocampo.example',
    phone: '+63 82 224 6190',
    email: 'info@sarmientoocampo.example',
    offices: [
      {
        city: 'Davao City',
        address: 'Suite 304, Bajada Legal Plaza, J.P. Laurel Avenue, Davao City 8000',
        phone: '+63 82 224 6190',
      },
    ],
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
    rating: 0,
    reviews: 0,
    description:
      'Trademark, patent and copyright work for startups and creative industries in Bonifacio Global City, plus visas and permits for foreign founders.',
    established: 2012,
    website: 'https://www.castillonavarro.example',
    phone: '+63 2 8555 0142',
    email: 'ip@castillonavarro.example',
    offices: [
      {
        city: 'Taguig City',
        address: '15/F Fort Innovation Tower, 32nd Street, Bonifacio Global City, Taguig City 1634',
        phone: '+63 2 8555 0142',
      },
    ],
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
    rating: 0,
    reviews: 0,
    description:
      'A solo practice in Iloilo handling extrajudicial settlements, land disputes, adoption and support cases, with consultations in Hiligaynon, Filipino and English.',
    established: 2015,
    website: 'https://www.gatchalianlaw.example',
    phone: '+63 33 320 4418',
    email: 'atty.gatchalian@gatchalianlaw.example',
    offices: [
      {
        city: 'Iloilo City',
        address: 'Room 12, Iznart Professional Building, Iznart Street, Iloilo City 5000',
        phone: '+63 33 320 4418',
      },
    ],
    logo: null,
    image: null,
    notableCases: [
      'Partition of an ancestral estate among 14 heirs without litigation',
      'Domestic administrative adoption under Republic Act No. 11642',
    ],
    awards: [],
  },
];
