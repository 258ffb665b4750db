/**
 * Name tables for the synthetic roll of attorneys. Surnames are weighted roughly by how common
 * they are in the Philippines (Santos, Reyes, Cruz, Bautista … lead); the tail holds the spellings
 * that break naive code: particles (DE LOS SANTOS, DELA CRUZ, DEL ROSARIO), Ñ (PEÑA, NUÑEZ, ACUÑA),
 * hyphens, Chinese-Filipino and Ilocano/Visayan/Mindanao names.
 */
export const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['SANTOS', 40], ['REYES', 38], ['CRUZ', 30], ['BAUTISTA', 28], ['GARCIA', 30], ['MENDOZA', 26], ['DELA CRUZ', 26],
  ['OCAMPO', 14], ['AQUINO', 16], ['RAMOS', 22], ['GONZALES', 20], ['CASTILLO', 14], ['VILLANUEVA', 16], ['FERNANDEZ', 14],
  ['LOPEZ', 16], ['TORRES', 14], ['FLORES', 16], ['RIVERA', 12], ['DIAZ', 10], ['PEÑA', 10], ['NUÑEZ', 8], ['DE LOS SANTOS', 10],
  ['DEL ROSARIO', 12], ['DE LEON', 12], ['DE GUZMAN', 14], ['DE JESUS', 10], ['DELOS REYES', 8], ['MACARAEG', 6], ['NAVARRO', 10],
  ['SALVADOR', 8], ['PASCUAL', 10], ['MERCADO', 10], ['AGUILAR', 9], ['TOLENTINO', 9], ['VALDEZ', 9], ['SORIANO', 8], ['CASTRO', 10],
  ['MAGBANUA', 4], ['MACAPAGAL', 5], ['DIMAGIBA', 3], ['DIMAANO', 4], ['MANALO', 8], ['MANALANG', 5], ['MAGSAYSAY', 3], ['LACSON', 5],
  ['ROXAS', 6], ['QUIMPO', 3], ['PANGANIBAN', 5], ['ESPIRITU', 5], ['SALONGA', 4], ['TAÑADA', 3], ['ACUÑA', 4], ['MUÑOZ', 5],
  ['IBAÑEZ', 4], ['CARREON', 4], ['VILLAREAL', 5], ['SAMONTE', 4], ['CABRERA', 6], ['SARMIENTO', 6], ['PADILLA', 7], ['ROSALES', 6],
  ['TAN', 12], ['LIM', 10], ['GO', 8], ['CO', 5], ['SY', 6], ['UY', 6], ['ONG', 6], ['CHUA', 6], ['YAP', 5], ['ANG', 5], ['DY', 4],
  ['TIU', 3], ['CO-BUENAVENTURA', 1], ['CUA', 3], ['LEE', 3], ['YU', 4], ['GOKONGWEI', 1], ['SIA', 3],
  ['AGBAYANI', 4], ['RAGASA', 3], ['PASION', 3], ['DOMINGO', 8], ['AGUINALDO', 4], ['BALTAZAR', 5], ['BULATAO', 3], ['CABANTING', 2],
  ['TABUENA', 2], ['ABAD', 5], ['ALCANTARA', 6], ['BELTRAN', 5], ['CALDERON', 6], ['DIZON', 8], ['ESTRADA', 5], ['FRANCISCO', 8],
  ['GUTIERREZ', 7], ['HERNANDEZ', 7], ['JIMENEZ', 5], ['LEGASPI', 4], ['MARQUEZ', 7], ['MORALES', 7], ['NATIVIDAD', 4], ['ORTIZ', 5],
  ['PEREZ', 8], ['QUIAMBAO', 3], ['ROMERO', 6], ['SISON', 6], ['TRINIDAD', 5], ['UMALI', 4], ['VELASCO', 6], ['ZAMORA', 4],
  ['ZAMBRANO', 3], ['VILLAR', 3], ['LAUREL', 4], ['OSMEÑA', 2], ['QUIRINO', 2], ['CAYETANO', 3], ['ESCUDERO', 3], ['ENRIQUEZ', 4],
  ['BALAGTAS', 2], ['DAGDAG', 2], ['MANGUBAT', 3], ['MAGALLANES', 3], ['MACASAET', 3], ['PANGILINAN', 4], ['BONIFACIO', 3],
  ['MABINI', 2], ['LUNA', 4], ['SILANG', 2], ['DIMALANTA', 2], ['SALAZAR', 5], ['ALONZO', 4], ['ARELLANO', 3], ['ANTONIO', 6],
  ['MALLARI', 4], ['TUAZON', 4], ['GALANG', 5], ['LAGMAN', 3], ['MANGUERRA', 2], ['TUPAS', 3], ['ALVAREZ', 5], ['ABELLA', 3],
  ['ANDRES', 4], ['BORJA', 4], ['CONCEPCION', 5], ['DE CASTRO', 6], ['DEL MUNDO', 5], ['DE VERA', 5], ['SAN JUAN', 4],
  ['SAN PEDRO', 3], ['SANTIAGO', 8], ['VILLAFUERTE', 3], ['YNARES', 2], ['LAZARO', 4], ['JAVIER', 5], ['ZALDIVAR', 2],
  ['AMPATUAN', 2], ['MANGUDADATU', 1], ['ALONTO', 2], ['DIMAPORO', 2], ['MACARAMBON', 1], ['HATAMAN', 1], ['TAN-SANTOS', 1],
  ['REYES-CRUZ', 1], ['GARCIA-MENDOZA', 1], ["O'BRIEN", 1], ['MCDONALD', 1], ['VON EINSIEDEL', 1], ['OPLE', 2], ['CADIZ', 2],
];

export const MALE_GIVEN_NAMES: readonly string[] = [
  'JUAN', 'JOSE', 'ANTONIO', 'MANUEL', 'RICARDO', 'ROBERTO', 'EDUARDO', 'FERNANDO', 'RAMON', 'ROGELIO', 'ROMEO', 'ERNESTO', 'DANILO',
  'RODOLFO', 'ARNEL', 'JOEL', 'JOVITO', 'RENATO', 'REYNALDO', 'ROLANDO', 'FELIPE', 'FRANCISCO', 'BENJAMIN', 'ALFREDO', 'ARTURO', 'VICENTE',
  'MARIO', 'NESTOR', 'WILFREDO', 'EMMANUEL', 'JOHN PAUL', 'JOHN MICHAEL', 'MARK ANTHONY', 'JAN MICHAEL', 'CHRISTIAN', 'JERICHO', 'KENNETH',
  'PAOLO', 'MIGUEL', 'GABRIEL', 'RAFAEL', 'CARLO', 'MARCO', 'JUSTIN', 'RENZ', 'JAYSON', 'RONALD', 'ALVIN', 'ARIEL', 'EDGARDO',
  'TEODORO', 'CRISANTO', 'FLORENCIO', 'SERGIO', 'NICANOR', 'LEONARDO', 'BIENVENIDO', 'DIOSDADO', 'HONORIO', 'PACIFICO', 'ISAGANI',
  'RAUL', 'ANDRES', 'GREGORIO', 'LORENZO', 'MARCELO', 'ELPIDIO', 'EMILIO', 'APOLINARIO', 'JOSE MARIA', 'JUAN MIGUEL', 'LUIS', 'ENRIQUE',
];

export const FEMALE_GIVEN_NAMES: readonly string[] = [
  'MARIA', 'MA. CRISTINA', 'MA. THERESA', 'MARIA LOURDES', 'MARIA ELENA', 'ANA', 'ANA MARIE', 'CARMELITA', 'CORAZON', 'ROSARIO',
  'TERESITA', 'LOURDES', 'ELENA', 'JOSEFINA', 'REMEDIOS', 'MILAGROS', 'NORMA', 'ELIZABETH', 'MARILOU', 'MARICEL', 'JOCELYN',
  'ROWENA', 'CHERRY', 'GRACE', 'JOY', 'MARY GRACE', 'MARY ANN', 'KRISTINE', 'PATRICIA', 'KATRINA', 'ANGELICA', 'CAMILLE', 'NICOLE',
  'BEATRIZ', 'ISABEL', 'SOFIA', 'ANDREA', 'BIANCA', 'DANICA', 'PRINCESS', 'CHARMAINE', 'FLORDELIZA', 'LEONOR', 'CONCHITA', 'AMPARO',
  'PERLA', 'VIRGINIA', 'EDNA', 'AURORA', 'ESTRELLA', 'GLORIA', 'LEILA', 'RISA', 'IMELDA', 'MIRIAM', 'LORNA', 'GEMMA', 'HAZEL',
  'CZARINA', 'ABIGAIL', 'RHODORA', 'CECILIA', 'PRISCILLA', 'ARACELI', 'SALVACION', 'CONSOLACION', 'NATIVIDAD', 'PRESBITERA',
];

/** Generational suffixes as the roll prints them. */
export const SUFFIXES: ReadonlyArray<readonly [string, number]> = [
  ['JR.', 60], ['III', 20], ['II', 10], ['SR.', 6], ['IV', 4],
];
