/**
 * Supreme Court justices as decisions name them ('PANGANIBAN, J.:'), with the years they sat
 * (approximate to the year). A demo decision only gets a ponente who was on the Court that year,
 * and concurring justices from the same bench, so the demo never shows an anachronism.
 */
export interface Justice {
  name: string;
  from: number;
  to: number;
}

const j = (name: string, from: number, to: number): Justice => ({ name, from, to });

export const JUSTICES: readonly Justice[] = [
  j('MORAN', 1938, 1951), j('PARAS', 1941, 1961), j('BENGZON', 1945, 1966), j('TUASON', 1945, 1955), j('PABLO', 1945, 1955),
  j('MONTEMAYOR', 1945, 1960), j('REYES, A.', 1949, 1959), j('BAUTISTA ANGELO', 1951, 1966), j('LABRADOR', 1951, 1966),
  j('CONCEPCION', 1954, 1973), j('REYES, J.B.L.', 1954, 1972), j('ENDENCIA', 1955, 1958), j('BARRERA', 1959, 1969),
  j('DIZON', 1961, 1972), j('REGALA', 1962, 1968), j('MAKALINTAL', 1962, 1975), j('BENGZON, J.P.', 1964, 1972),
  j('ZALDIVAR', 1964, 1974), j('SANCHEZ', 1964, 1969), j('CASTRO', 1966, 1979), j('ANGELES', 1966, 1969), j('FERNANDO', 1967, 1985),
  j('TEEHANKEE', 1968, 1988), j('BARREDO', 1970, 1982), j('VILLAMOR', 1970, 1973), j('MAKASIAR', 1970, 1985), j('ANTONIO', 1972, 1977),
  j('ESGUERRA', 1973, 1976), j('FERNANDEZ', 1973, 1983), j('MUÑOZ PALMA', 1973, 1978), j('AQUINO', 1973, 1985),
  j('CONCEPCION, JR.', 1973, 1986), j('MARTIN', 1974, 1978), j('SANTOS', 1976, 1982), j('GUERRERO', 1979, 1986),
  j('ABAD SANTOS', 1979, 1986), j('DE CASTRO', 1979, 1986), j('MELENCIO-HERRERA', 1979, 1992), j('ESCOLIN', 1982, 1986),
  j('RELOVA', 1982, 1986), j('GUTIERREZ, JR.', 1982, 1993), j('PLANA', 1982, 1986), j('CUEVAS', 1984, 1986), j('ALAMPAY', 1985, 1986),
  j('NARVASA', 1986, 1998), j('YAP', 1986, 1988), j('CRUZ', 1986, 1994), j('PARAS', 1986, 1992), j('FELICIANO', 1986, 1995),
  j('GANCAYCO', 1987, 1991), j('PADILLA', 1987, 1997), j('BIDIN', 1987, 1997), j('SARMIENTO', 1987, 1991), j('CORTES', 1987, 1990),
  j('GRIÑO-AQUINO', 1988, 1993), j('MEDIALDEA', 1988, 1992), j('REGALADO', 1988, 1998), j('DAVIDE, JR.', 1991, 2005),
  j('ROMERO', 1991, 1999), j('NOCON', 1991, 1994), j('BELLOSILLO', 1992, 2003), j('MELO', 1992, 2002), j('CAMPOS, JR.', 1992, 1995),
  j('QUIASON', 1993, 1995), j('PUNO', 1993, 2010), j('VITUG', 1993, 2004), j('KAPUNAN', 1994, 2002), j('MENDOZA', 1994, 2003),
  j('FRANCISCO', 1995, 1998), j('HERMOSISIMA, JR.', 1995, 1997), j('PANGANIBAN', 1995, 2006), j('TORRES, JR.', 1995, 1998),
  j('MARTINEZ', 1997, 2000), j('QUISUMBING', 1998, 2009), j('PURISIMA', 1997, 1999), j('PARDO', 1998, 2002), j('BUENA', 1999, 2003),
  j('YNARES-SANTIAGO', 1999, 2009), j('GONZAGA-REYES', 1999, 2001), j('DE LEON, JR.', 1999, 2001), j('SANDOVAL-GUTIERREZ', 2000, 2008),
  j('CARPIO', 2001, 2019), j('AUSTRIA-MARTINEZ', 2002, 2009), j('CORONA', 2002, 2012), j('CARPIO MORALES', 2002, 2011),
  j('CALLEJO, SR.', 2002, 2007), j('AZCUNA', 2002, 2009), j('TINGA', 2003, 2010), j('CHICO-NAZARIO', 2004, 2009), j('GARCIA', 2004, 2007),
  j('VELASCO, JR.', 2006, 2018), j('NACHURA', 2007, 2011), j('REYES, R.T.', 2007, 2008), j('LEONARDO-DE CASTRO', 2007, 2018),
  j('BRION', 2008, 2016), j('PERALTA', 2009, 2022), j('BERSAMIN', 2009, 2019), j('DEL CASTILLO', 2009, 2019), j('ABAD', 2009, 2014),
  j('VILLARAMA, JR.', 2009, 2016), j('PEREZ', 2009, 2016), j('MENDOZA', 2010, 2016), j('SERENO', 2010, 2018), j('REYES', 2011, 2017),
  j('PERLAS-BERNABE', 2012, 2022), j('LEONEN', 2012, 2025), j('JARDELEZA', 2014, 2019), j('CAGUIOA', 2016, 2025),
  j('MARTIRES', 2017, 2019), j('TIJAM', 2017, 2019), j('GESMUNDO', 2017, 2025), j('REYES, A., JR.', 2018, 2020),
  j('HERNANDO', 2018, 2025), j('CARANDANG', 2019, 2021), j('LAZARO-JAVIER', 2019, 2025), j('INTING', 2019, 2025),
  j('ZALAMEDA', 2019, 2025), j('LOPEZ, M.', 2020, 2025), j('GAERLAN', 2020, 2025), j('ROSARIO', 2020, 2025), j('LOPEZ, J.', 2021, 2025),
  j('DIMAAMPAO', 2021, 2025), j('MARQUEZ', 2022, 2025), j('KHO, JR.', 2022, 2025), j('SINGH', 2022, 2025),
];

export function justicesSitting(year: number): Justice[] {
  return JUSTICES.filter((justice) => justice.from <= year && year <= justice.to);
}

/** Divisions as the Court was organised: en banc only before 1973, three divisions from 1987. */
export function divisionsOf(year: number): ReadonlyArray<readonly [string, number]> {
  if (year < 1973) return [['EN BANC', 1]];
  if (year < 1987) return [['EN BANC', 2], ['FIRST DIVISION', 3], ['SECOND DIVISION', 3]];
  return [['EN BANC', 2], ['FIRST DIVISION', 3], ['SECOND DIVISION', 3], ['THIRD DIVISION', 3]];
}
