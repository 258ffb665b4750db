/**
 * Repairs for the known defects of the sample's sources:
 * E-Library mojibake, LawPhil watermark tokens and E-Library's doubled headers (the sites' header and footer lines
 * go by the shared rule, removeSourceChrome).
 */

// Windows-1252 characters in 0x80–0x9F, which mojibake turns UTF-8 continuation bytes into.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const CONTINUATION = `[\\u0080-\\u00bf${Object.keys(CP1252).join('')}]`;
// A UTF-8 lead byte (Â–ô) read as Latin-1, followed by continuation bytes read the same way.
const MOJIBAKE_RUN = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION}{1,3}`, 'g');

/** 'TAÃ\u0091ADA' → 'TAÑADA', 'â\u0080\u009c' → '“'. Runs that do not decode to valid UTF-8 are left alone. */
export function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE_RUN, (run) => {
    const bytes = [...run].map((char) => CP1252[char] ?? char.charCodeAt(0));
    if (bytes.some((byte) => byte > 0xff)) return run;
    const decoded = Buffer.from(bytes).toString('utf8');
    return decoded.includes('\ufffd') || [...decoded].length !== 1 ? run : decoded;
  });
}

// '1âwphi1', '1awphi1.net', 'lawphi1.nêt', '1äwphï1.ñët', '1awphîl.nèt', 'Act.1awphi1@ITC': LawPhil's anti-copy
// tokens, with accents sprinkled to defeat naive removal.
const WATERMARK = /(?:1|l)[aâäàá]wph[iïîí][l1](?:\.[nñ][eêèéë]t)?(?:@ITC)?(?!\s+Project)/gi;

export function removeWatermarks(text: string): string {
  return text.replace(WATERMARK, '').replace(/[ \t]{2,}/g, ' ');
}

/** E-Library pages print division, docket and title twice: keep the first of each in the header. */
export function dedupeHeaderLines(text: string, headerLines = 25): string {
  const lines = text.split('\n');
  const seen = new Set<string>();
  const out: string[] = [];
  lines.forEach((line, index) => {
    const key = line.trim();
    if (index < headerLines && key !== '' && seen.has(key)) return;
    if (index < headerLines) seen.add(key);
    out.push(line);
  });
  return out.join('\n');
}

/** LawPhil flattens constitutions to one line: give articles and sections their own paragraphs again. */
export function restoreParagraphs(text: string): string {
  if (text.includes('\n')) return text;
  return text
    .replace(/\s+(ARTICLE [IVXLC]+\b)/g, '\n\n$1')
    .replace(/\s+((?:SECTION|Section) \d+\.)/g, '\n\n$1')
    .replace(/\s+(PREAMBLE)\b/g, '\n\n$1');
}
