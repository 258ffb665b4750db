import { describe, expect, it } from 'vitest';
import { caseName, declaredShortTitle, shortCaseName, splitCaption, splitParties } from '../src/names/index.ts';

// Captions as LawPhil prints them (the library's decisions), and the name lawyers cite them by.
describe('shortCaseName', () => {
  it.each([
    [
      'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT OF ATTORNEYS FOR BROTHERHOOD, INTEGRITY AND NATIONALISM, INC. [MABINI], petitioners, vs. HON. JUAN C. TUVERA, in his capacity as Executive Assistant to the President, HON. JOAQUIN VENUS, respondents.',
      'Tañada v. Tuvera',
    ],
    [
      'THE PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. JUAN DELA CRUZ Y SANTOS, accused-appellant.',
      'People v. Dela Cruz',
    ],
    [
      'MANILA PRINCE HOTEL petitioner, vs. GOVERNMENT SERVICE INSURANCE SYSTEM, MANILA HOTEL CORPORATION, COMMITTEE ON PRIVATIZATION and OFFICE OF THE GOVERNMENT CORPORATE COUNSEL, respondents.',
      'Manila Prince Hotel v. GSIS',
    ],
    [
      'MIRIAM DEFENSOR SANTIAGO, ALEXANDER PADILLA AND MARIA ISABEL ONGPIN, PETITIONERS, VS. COMMISSION ON ELECTIONS, JESUS DELFIN, ALBERTO PEDROSA & CARMEN PEDROSA, RESPONDENTS.',
      'Santiago v. COMELEC',
    ],
    ['THE UNITED STATES, plaintiff-appellee, vs. AH CHONG, defendant-appellant.', 'United States v. Ah Chong'],
    ['PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. ANG HOK HIN, defendant-appellant.', 'People v. Ang Hok Hin'],
    ['EL PUEBLO DE FILIPINAS, querellante-apelado, vs. FELIPE VISTA, acusado y apelante.', 'People v. Vista'],
    [
      'REPUBLIC OF THE PHILIPPINES, petitioner, vs. HON. JUDGE JESUS S. RODRIGUEZ, in his capacity as Judge, respondent.',
      'Republic v. Rodriguez',
    ],
    [
      'GERMANN & CO., plaintiff-appellees, vs. DONALDSON, SIM & CO., defendants-appellants.',
      'Germann & Co. v. Donaldson, Sim & Co.',
    ],
    [
      "PARKE, DAVIS and COMPANY, petitioner, vs. DOCTORS' PHARMACEUTICALS, INC., ET AL., respondents.",
      "Parke, Davis and Company v. Doctors' Pharmaceuticals, Inc.",
    ],
    [
      'FLORO ENTERPRISES, INC., petitioner, vs. COURT OF APPEALS and PHILIPPINE RABBIT BUS LINES, INC., respondents.',
      'Floro Enterprises, Inc. v. Court of Appeals',
    ],
    [
      'KAPATIRAN SA MEAT AND CANNING DIVISION (TUPAS Local Chapter No. 1027), petitioner, vs. THE HONORABLE BLR DIRECTOR PURA FERRER CALLEJA, respondents.',
      'Kapatiran sa Meat and Canning Division v. Calleja',
    ],
    ['ILUMINADO URBANO and MARCIAL ACAPULCO, petitioners, vs. FRANCISCO I. CHAVEZ, respondents.', 'Urbano v. Chavez'],
    [
      'Sps. EDUARDO D. CAÑARES and LORETA E. CAÑARES, petitioners, vs. COURT OF APPEALS, respondents.',
      'Spouses Cañares v. Court of Appeals',
    ],
    [
      'PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. PAQUITO DE LEON alias ITO, ET AL., defendants.',
      'People v. De Leon',
    ],
    [
      'PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. ALEJANDRE DELOS SANTOS y RENIGADO, accused-appellant.',
      'People v. Delos Santos',
    ],
    [
      'PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. FERNANDO DULOT @ PANDOY (at large), accused.',
      'People v. Dulot',
    ],
    [
      'FLORENCIA PICCIO VDA. DE YUSAY, TERESITA P. YUSAY, petitioners, vs. COURT OF APPEALS, respondent.',
      'Vda. de Yusay v. Court of Appeals',
    ],
    [
      'ANTONINA A. SORIA, OIC, office of the court administrator, complainant, vs. CLERK OF COURT SALVADOR P. OLIVEROS and COURT STENOGRAPHER CARLOS A. ALANDRA, JR., respondents.',
      'Soria v. Oliveros',
    ],
    [
      'LORENZA M. DE LABACO, complainant, vs. PROVINCIAL DEPUTY SHERIFF NORBERTO O. PARALE, respondent.',
      'De Labaco v. Parale',
    ],
    [
      '(Formerly OCA I.P.I. No. 00-1015-P) CRISTE A. TA-OCTA, complainant, vs. Sheriff IV WINSTON T. EGUIA, respondent.',
      'Ta-Octa v. Eguia',
    ],
    [
      'In re estate of Piraso, deceased. SIXTO ACOP, petitioner-appellant, vs. SALMING PIRASO, ET AL., opponents-appellees.',
      'Acop v. Piraso',
    ],
    [
      'THE GOVERNMENT OF THE PHILIPPINE ISLANDS, plaintiff-appellant, vs. THE INSULAR MARITIME CO., defendant-appellee.',
      'Government of the Philippine Islands v. Insular Maritime Co.',
    ],
    [
      'MIGHTY CORPORATION, petitioner, vs. E. & J. GALLO WINERY and THE ANDRESONS GROUP, INC., respondents.',
      'Mighty Corporation v. E. & J. Gallo Winery',
    ],
    [
      'ARTEMIO V. PANGANIBAN, petitioner, vs. SHELL OF THE PHILIPPINES, LTD., respondent.',
      'Panganiban v. Shell of the Philippines, Ltd.',
    ],
    [
      'Floyd Engle, by his next friend E. Womack, plaintiff-appellee, vs. Victoria Doe, defendant-appellant.',
      'Engle v. Doe',
    ],
    [
      'SPOUSES PRESCILO and GOMERSINDA TAGALOGUIN, complainants, vs. CONRADO V. HINGCO JR., Deputy Sheriff, respondent.',
      'Spouses Tagaloguin v. Hingco',
    ],
    ['GUILLERMO AND LOURDES BERNALDEZ, petitioners, vs. CONCHITA FRANCIA, respondent.', 'Bernaldez v. Francia'],
    [
      'RECREATION AND AMUSEMENT ASSOCIATION OF THE PHILIPPINES, plaintiff-appellant, vs. THE CITY OF MANILA, defendant.',
      'Recreation and Amusement Association of the Philippines v. City of Manila',
    ],
    [
      'LUENGO & MARTINEZ, plaintiff-appellant, vs. JOSE MORENO, as judicial administrator, defendant.',
      'Luengo & Martinez v. Moreno',
    ],
    [
      'SURIGAO ELECTRIC, CO., INC., petitioner, vs. MUNICIPALITY OF SURIGAO and HON. PUBLIC SERVICE COMMISSION, respondents.',
      'Surigao Electric, Co., Inc. v. Municipality of Surigao',
    ],
    [
      "A. D. SANTOS, INC., petitioner, vs. CAROLINA GOMINTONG and WORKMEN'S COMPENSATION COMMISSION, respondents.",
      'A. D. Santos, Inc. v. Gomintong',
    ],
    [
      'PNB MANAGEMENT and DEVELOPMENT CORP. (PNB MADECOR), petitioner, vs. R&R METAL CASTING and FABRICATING, INC., respondents.',
      'PNB Management and Development Corp. v. R&R Metal Casting and Fabricating, Inc.',
    ],
    [
      'CMS STOCK BROKERAGE, INC., petitioner-appellant, vs. COURT OF APPEALS, respondent.',
      'CMS Stock Brokerage, Inc. v. Court of Appeals',
    ],
    [
      'EURO-LINEA, PHILS., INC., petitioner, vs. NATIONAL LABOR RELATIONS COMMISSION, respondent.',
      'Euro-Linea, Phils., Inc. v. NLRC',
    ],
    [
      'PHILEX MINERS UNION, petitioner, vs. NATIONAL MINES & ALLIED WORKERS UNION, etc., ET AL., respondents.',
      'Philex Miners Union v. National Mines & Allied Workers Union',
    ],
    [
      'TRANQUILINO ROVERO, petitioner, vs. RAFAEL AMPARO as Judge of the Court of First Instance of Manila, respondent.',
      'Rovero v. Amparo',
    ],
    [
      'YU SE GUIOC on behalf of Yu Pec, petitioner-appellee, vs. THE INSULAR COLLECTOR OF CUSTOMS, respondent.',
      'Yu Se Guioc v. Insular Collector of Customs',
    ],
    ['PEOPLE OF THE PHILIPPINES, appellee, vs. LINO CLORES, JR., appellant.', 'People v. Clores'],
    ['CARMEN FANGONIL - HERRERA, Petitioner, vs. TOMAS FANGONIL, respondent.', 'Fangonil-Herrera v. Fangonil'],
    [
      'IN THE MATTER OF THE PETITION OF TAN CHING TO BE ADMITTED A CITIZEN OF THE PHILIPPINES: TAN CHING, petitioner-appellee, vs. REPUBLIC OF THE PHILIPPINES, oppositor-appellant.',
      'Tan Ching v. Republic',
    ],
    ['RAMON MENESES, recurrente, vs. EL COMMONWEALTH DE FILIPINAS, recurrido.', 'Meneses v. Commonwealth'],
    ['ROSALIA * M. DUGAYON, petitioner, vs. PEOPLE OF THE PHILIPPINES, respondent.', 'Dugayon v. People'],
    [
      'PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. SPO1 JOSE BANGCADO [1] and PO3 CESAR BANISA, accused-appellants.',
      'People v. Bangcado',
    ],
    [
      'REPUBLIC OF THE PHILIPPINES, petitioner, vs. SPS. NAPOLEON & EMILIA HUBILLA, respondents.',
      'Republic v. Spouses Hubilla',
    ],
    ['CLERK II — MADONNA MACALUA, complainant, vs. COURT AIDE — DOMINGO TIU, JR., respondent.', 'Macalua v. Tiu'],
    [
      'IN THE MATTER OF THE PETITION OF JOSE NGO TO BE ADMITTED A CITIZEN OF THE PHILIPPINES, JOSE NGO, petitioner-appellee, vs. REPUBLIC OF THE PHILIPPINES, oppositor-appellant.',
      'Ngo v. Republic',
    ],
    [
      'IN RE PETITION FOR HABEAS CORPUS OF WILLIE YU, petitioner, vs. MIRIAM DEFENSOR-SANTIAGO, BIENVENIDO P. ALANO, JR., respondents.',
      'Yu v. Defensor-Santiago',
    ],
    [
      'DUMANGAY GUITING, petitioner-appellee, vs. THE HONORABLE, THE DIRECTOR OF LANDS, respondents-appellants.',
      'Guiting v. Director of Lands',
    ],
    [
      'THE ACTING DIRECTOR OF PRISONS, petitioner vs. HON. ONOFRE A. VILLALUZ, as Judge, respondent.',
      'Director of Prisons v. Villaluz',
    ],
    [
      'CONCERNED OFFICIALS OF THE METROPOLITAN WATERWORKS AND SEWERAGE SYSTEM (MWSS), petitioners, vs. HON. OMBUDSMAN CONRADO M. VASQUEZ AND MEMBERS OF THE PANEL, respondents.',
      'Concerned Officials of the Metropolitan Waterworks and Sewerage System v. Vasquez',
    ],
    [
      'TAGBILARAN INTEGRATED SETTLERS ASSOCIATION [TISA] INCORPORATED THRU ITS SECRETARY-TREASURER, petitioner, vs. COURT OF APPEALS, respondent.',
      'Tagbilaran Integrated Settlers Association v. Court of Appeals',
    ],
    // A court and the party after it are two parties; an estate's proceeding, then the party who brings it.
    [
      'PHILIPPINE MILLING COMPANY, petitioner, vs. THE COURT OF APPEALS and PHILIPPINE INDUSTRIAL EQUIPMENT COMPANY, respondents.',
      'Philippine Milling Company v. Court of Appeals',
    ],
    [
      'Intestate estate of Saturnino Fule, deceased. CIRIACO FULE, petitioner-appellant, vs. ANASTASIO FULE, ET AL., opponents-appellees.',
      'Fule v. Fule',
    ],
    [
      'TESTATE ESTATE OF IDONAH SLADE PERKINS, deceased. RENATO D. TAYAG, ancillary administrator-appellee, vs. BENGUET CONSOLIDATED, INC., oppositor-appellant.',
      'Tayag v. Benguet Consolidated, Inc.',
    ],
    [
      'IN RE INTESTATE ESTATE OF JOSE REYES Y MIJARES.— BUENAVENTURA GALVEZ Y PUIG, plaintiff-appellant, vs. LA COMPAÑIA MARITIMA, defendant-appellee.',
      'Galvez v. La Compañia Maritima',
    ],
    [
      'TESTATE ESTATE OF LAZARO MOTA, deceased, ET AL., plaintiffs-appellants, vs. SALVADOR SERRA, defendant-appellee.',
      'Testate Estate of Mota v. Serra',
    ],
    [
      'ESTATE OF SALVADOR SERRA SERRA (SPEC. PROC. NO. 242), petitioner, vs. HEIRS OF PRIMITIVO HERNAEZ, respondents.',
      'Estate of Serra v. Heirs of Hernaez',
    ],
    [
      'PAMPANGA BAR ASSOCIATION, complainant, vs. MUNICIPAL JUDGE OSCAR G. LAGMAN OF SAN FERNANDO, PAMPANGA, respondent.',
      'Pampanga Bar Association v. Lagman',
    ],
    // Never invented: no two sides, or a side that names no one.
    ['NATIONAL POWER CORPORATION, petitioner, vs. HON. PRESIDING JUDGE, REGIONAL TRIAL COURT, respondent.', null],
    ['IN RE: PETITION FOR REINSTATEMENT IN THE ROLL OF ATTORNEYS, JUAN T. PUBLICO, petitioner.', null],
    ['IN THE MATTER OF THE PETITION FOR HABEAS CORPUS OF ASHRAF KUNTING, petitioner.', null],
    ['PEDRO SANTOS, petitioner, vs.', null],
    ['', null],
    [null, null],
  ])('%j → %j', (caption, expected) => {
    expect(shortCaseName(caption)).toBe(expected);
  });
});

/**
 * Decisions whose parties are stored apart from the caption (starter library and scraped pages) → the name a brief
 * cites: the short case name, or a one-sided caption up to its first comma.
 */
describe('caseName', () => {
  it.each([
    [
      'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT OF ATTORNEYS FOR BROTHERHOOD, INTEGRITY AND NATIONALISM, INC. [MABINI]',
      'HON. JUAN C. TUVERA, in his capacity as Executive Assistant to the President',
      'Tañada v. Tuvera',
    ],
    ['THE PEOPLE OF THE PHILIPPINES', 'ROSENDO VIZCONDE Y SANTOS', 'People v. Vizconde'],
    ['PEOPLE OF THE PHILIPPINES, plaintiff-', 'JUAN P. DAVID', 'People v. David'],
    ['EL PUEBLO DE FILIPINAS, querellante-apelado', 'FELIPE VISTA, acusado y apelante.', 'People v. Vista'],
    ['THE UNITED STATES', 'JUAN DE LOS SANTOS', 'United States v. De los Santos'],
    ['REPUBLIC OF THE PHILIPPINES, REPRESENTED BY THE PCGG', 'COCOFED ET AL.', 'Republic v. Cocofed'],
    [
      'MANILA PRINCE HOTEL',
      'GOVERNMENT SERVICE INSURANCE SYSTEM, MANILA HOTEL CORPORATION',
      'Manila Prince Hotel v. GSIS',
    ],
    ['JESUSA VDA. DE MURGA', 'JUANITO CHAN', 'Vda. de Murga v. Chan'],
    ['SANTIAGO MEDRANA, SR. and SANTIAGO MEDRANA, JR.', 'HON. GAVINO R. SEPULVEDA', 'Medrana v. Sepulveda'],
    ['LARRY J. JOHNSON', 'MAJ. GEN. HOWARD M. TURNER, ET AL.', 'Johnson v. Turner'],
    [
      'PAMPANGA BAR ASSOCIATION',
      'MUNICIPAL JUDGE OSCAR G. LAGMAN OF SAN FERNANDO, PAMPANGA',
      'Pampanga Bar Association v. Lagman',
    ],
    ['FRANCISCO PAGUIRIGAN', 'CITY JUDGE NICHOLAS CLAVANO OF OROQUIETA CITY', 'Paguirigan v. Clavano'],
    [
      'HEIRS OF DOMINGO P. BALOY, represented by RICARDO BALOY',
      'COURT OF APPEALS, DIRECTOR OF LANDS',
      'Heirs of Baloy v. Court of Appeals',
    ],
    [
      'IN THE MATTER OF THE TESTATE ESTATE OF PATRICIO PONFERRADA, deceased.',
      'JOSE GONDA',
      'Testate Estate of Ponferrada v. Gonda',
    ],
    ['SPOUSES MARIANO AND GILDA FLORENDO', 'COURT OF APPEALS AND LAND BANK', 'Spouses Florendo v. Court of Appeals'],
    ['SPOUSES ANTONIO VIZARRA AND BRENDA LOGAT', 'CONCHITA R. RODRIGUEZ', 'Spouses Vizarra v. Rodriguez'],
    [
      'COCA-COLA BOTTLERS PHILIPPINES, INC.',
      'COMMISSIONER OF INTERNAL REVENUE',
      'Coca-Cola Bottlers Philippines, Inc. v. Commissioner of Internal Revenue',
    ],
    [
      'ROCHA & CO., Sociedad en Comandita',
      'A. S. CROSSFIELD, Judge of the Court of First Instance',
      'Rocha & Co. v. Crossfield',
    ],
    ['ANECITO CAMPOS', 'PETITIONER, BANK OF THE PHILIPPINE ISLANDS', 'Campos v. Bank of the Philippine Islands'],
    // A respondent field holding the end of a mis-split caption.
    [
      'JULIETA',
      'ESGUERRA, PETITIONER, vs. COURT OF APPEALS AND SURESTE PROPERTIES, INC',
      'Esguerra v. Court of Appeals',
    ],
  ])('%s v. %s', (petitioner, respondent, expected) => {
    expect(caseName(`${petitioner} vs. ${respondent}`, { petitioner, respondent })).toBe(expected);
  });

  it('takes the sides from the parties when the title has none', () => {
    expect(caseName('Tañada case', { petitioner: 'LORENZO M. TAÑADA', respondent: 'HON. JUAN C. TUVERA' })).toBe(
      'Tañada v. Tuvera',
    );
  });

  it.each([
    ['ROSARIO L. DADULO, PETITIONER, VS.THE HONORABLE COURT OF APPEALS, RESPONDENTS.', 'Dadulo v. Court of Appeals'],
    ['MARIA CLARA DELA CRUZ, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.', 'Dela Cruz v. People'],
    [
      'IN RE: APPLICATION FOR ADMISSION TO THE PHILIPPINE BAR, VICENTE D. CHING',
      'In Re: Application for Admission to the Philippine Bar',
    ],
    ['Marcos v. Manglapus', 'Marcos v. Manglapus'],
    ['', ''],
  ])('from the title alone: %s', (title, expected) => {
    expect(caseName(title)).toBe(expected);
  });
});

describe('splitCaption and splitParties', () => {
  it('turns at "vs." and leaves a middle initial V. alone', () => {
    expect(splitCaption('ARTEMIO V. PANGANIBAN, petitioner, vs. JUAN CRUZ, respondent.')).toEqual({
      left: 'ARTEMIO V. PANGANIBAN, petitioner,',
      right: 'JUAN CRUZ, respondent.',
    });
    expect(splitParties('ARTEMIO V. PANGANIBAN, petitioner, vs. JUAN CRUZ, respondent.')).toEqual({
      petitioner: 'ARTEMIO V. PANGANIBAN',
      respondent: 'JUAN CRUZ',
    });
  });

  it('takes a short "v." only after a comma, an "et al." or a designation', () => {
    expect(splitCaption('A, petitioner, v. B, respondent.')).toEqual({
      left: 'A, petitioner,',
      right: 'B, respondent.',
    });
    expect(shortCaseName('LORENZO M. TAÑADA, ET AL. v. HON. JUAN C. TUVERA, ET AL.')).toBe('Tañada v. Tuvera');
    expect(splitCaption('In re X, petitioner v. Y')).toEqual({ left: 'In re X, petitioner', right: 'Y' });
    expect(splitCaption('IN RE: JUAN V. CRUZ')).toBeNull();
  });

  it('turns at the second "vs." when the first split the first party', () => {
    expect(splitCaption('JULIETA vs. ESGUERRA, PETITIONER, vs. COURT OF APPEALS, respondent.')).toEqual({
      left: 'JULIETA ESGUERRA, PETITIONER,',
      right: 'COURT OF APPEALS, respondent.',
    });
    // A consolidated caption names each first side: its second 'vs.' begins another case.
    expect(splitCaption('A, petitioner, vs. B. C, petitioner, vs. D, respondent.')).toEqual({
      left: 'A, petitioner,',
      right: 'B. C, petitioner, vs. D, respondent.',
    });
  });
});

describe('declaredShortTitle', () => {
  it.each([
    [
      'Section 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012".',
      'Data Privacy Act of 2012',
    ],
    [
      'SECTION 1. This Decree shall be known as the PROPERTY REGISTRATION DECREE. SECTION 2. …',
      'Property Registration Decree',
    ],
    [
      'Section 1. Title of the Code. This Code shall be known as "The Corporation Code of the Philippines." (n)',
      'Corporation Code of the Philippines',
    ],
    [
      'Section 1. This Act shall be known and referred to as the Investment Incentive Policy Act of 1983.',
      'Investment Incentive Policy Act of 1983',
    ],
    [
      'Section 1. Title. - This law shall be known and cited as the "Law Governing the Constitutional Commission of 1986".',
      'Law Governing the Constitutional Commission of 1986',
    ],
    ['SEC. 1. This Act may be cited as the “Land Registration Act.”', 'Land Registration Act'],
    [
      'Section 1. Title. – This Act shall be known as the Barangay Election Act of 1982 and shall be applicable to the election of barangay officials.',
      'Barangay Election Act of 1982',
    ],
    // A declaration inside a section being amended names the amended law, not this one.
    [
      'Section 1. Section one of Act No. 496 is hereby amended to read as follows: "Section 1. This Act shall be known as the Land Registration Act."',
      null,
    ],
    ['An Act appropriating funds for public works.', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(declaredShortTitle(text)).toBe(expected);
  });
});
